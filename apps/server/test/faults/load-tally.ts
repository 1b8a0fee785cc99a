import http from 'node:http';
import { type Answer, get, onCleanup } from './fault-env.js';
import { SERVED_BY } from './haproxy-process.js';

// Every answer a scenario gets, so clicks stored can be held to the redirects served.

export interface Failure {
  /** A 5xx status, or the socket error of a request that got no answer. */
  outcome: number | string;
  /** The Kurz process that answered, or null: HAProxy's own answer (or none). */
  servedBy: string | null;
  /** The scenario's phase when the request left and when its answer (or error) came. */
  phases: string;
  /** When it left and when it ended (performance.now()). */
  sentAt: number;
  endedAt: number;
}

export class Tally {
  /** What the scenario is doing to the servers now (set by it: 'kill', 'postgres'…). */
  phase = 'steady';
  readonly statuses = new Map<number, number>();
  readonly byServer = new Map<string, number>();
  /** Every 5xx, and every request that got no answer. */
  readonly failures: Failure[] = [];

  /** A GET through `get` (fault-env), counted; a socket error is counted and rethrown. */
  async get(base: string, path: string, agent?: http.Agent): Promise<Answer> {
    const sent = { phase: this.phase, at: performance.now() };
    try {
      const answer = await get(base, path, { agent });
      this.#count(answer, sent);
      return answer;
    } catch (error) {
      const outcome = (error as { code?: string }).code ?? String(error);
      this.#fail(outcome, null, sent);
      throw error;
    }
  }

  count(status: number): number {
    return this.statuses.get(status) ?? 0;
  }

  redirects(): number {
    let sum = 0;
    for (const [status, n] of this.statuses) if (status >= 300 && status < 400) sum += n;
    return sum;
  }

  #fail(outcome: number | string, servedBy: string | null, sent: { phase: string; at: number }) {
    const phases = `${sent.phase}→${this.phase}`;
    this.failures.push({ outcome, servedBy, phases, sentAt: sent.at, endedAt: performance.now() });
  }

  #count(answer: Answer, sent: { phase: string; at: number }): void {
    const { status } = answer;
    this.statuses.set(status, this.count(status) + 1);
    const served = answer.headers[SERVED_BY];
    const servedBy = typeof served === 'string' ? served : null;
    if (servedBy) this.byServer.set(servedBy, (this.byServer.get(servedBy) ?? 0) + 1);
    if (status >= 500) this.#fail(status, servedBy, sent);
  }
}

export interface Load {
  /** Stops the clients and resolves once each has its last answer. */
  stop(): Promise<void>;
}

/**
 * `clients` keep-alive clients, each GETting `codes` in turn through `base` until stopped,
 * `maxEach` requests or `maxMs` pass; the pause between requests leaves this two-core
 * machine room to restart a process while the load runs.
 */
export function startLoad(
  tally: Tally,
  base: string,
  codes: string[],
  { clients = 16, maxEach = 5000, maxMs = 60_000, pauseMs = 5 } = {},
): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const deadline = Date.now() + maxMs;
  let isStopped = false;
  const client = async (offset: number) => {
    for (let i = 0; i < maxEach && !isStopped && Date.now() < deadline; i++) {
      const code = codes[(offset + i) % codes.length] as string;
      await tally.get(base, `/${code}`, agent).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const stop = async () => {
    isStopped = true;
    await running;
    agent.destroy();
  };
  // A scenario that fails midway stops its clients before what they visit is closed.
  onCleanup(stop);
  return { stop };
}
