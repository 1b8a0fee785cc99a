import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * Whether this thread's event loop (the one answering redirects) is saturated: sampled
 * every `everyMs`, busy when it was running for at least `busyShare` of the time since the
 * last sample. Reading it costs nothing.
 */
export class LoopLoad {
  #busy = false;
  #last: EventLoopUtilization;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      everyMs: number;
      busyShare: number;
      /** performance.eventLoopUtilization, or a stand-in for tests. */
      utilization?: (since?: EventLoopUtilization) => EventLoopUtilization;
    } = { everyMs: 250, busyShare: 0.9 },
  ) {
    this.#last = this.#utilization();
  }

  get isBusy(): boolean {
    return this.#busy;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.sample(), this.options.everyMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#busy = false;
  }

  sample(): void {
    const now = this.#utilization();
    this.#busy = this.#utilization(this.#last).utilization >= this.options.busyShare;
    this.#last = now;
  }

  #utilization(since?: EventLoopUtilization): EventLoopUtilization {
    const read = this.options.utilization ?? performance.eventLoopUtilization;
    return since ? read(since) : read();
  }
}
