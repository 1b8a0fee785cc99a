import http from 'node:http';
import { expect } from 'vitest';
import {
  countClicks,
  createFaultDatabase,
  describeFault,
  get,
  isRedirect,
  scenario,
  sleep,
  startKurz,
} from './fault-env.js';

const LANES = 20;

/** Connection errors that mean the server closed a connection under a request. */
const isReset = (error: unknown) =>
  ['ECONNRESET', 'EPIPE'].includes((error as { code?: string }).code ?? '') ||
  /socket hang up/.test(String(error));

describeFault('SIGTERM under load (PostgreSQL)', (instance) => {
  scenario('no connection reset seen by the client, every click flushed', async (count) => {
    const database = await createFaultDatabase(instance, 'load-link');
    const server = await startKurz(database.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: LANES });
    expect((await get(server.url, '/load-link', { agent })).status).toBe(302);
    let served = 1;
    let resets = 0;
    const others: string[] = [];
    let isStopped = false;

    // Each lane sends redirects back to back until the server refuses new connections.
    const lane = async () => {
      while (!isStopped) {
        try {
          const answer = await get(server.url, '/load-link', { agent });
          if (isRedirect(answer.status)) served++;
          else others.push(`status ${answer.status}`);
        } catch (error) {
          if ((error as { code?: string }).code === 'ECONNREFUSED') return;
          if (isReset(error)) resets++;
          else others.push(String(error));
          return;
        }
      }
    };
    const lanes = Array.from({ length: LANES }, lane);
    await sleep(1500);
    const stopped = server.stop('SIGTERM');
    const { code } = await stopped;
    isStopped = true;
    await Promise.all(lanes);
    agent.destroy();

    expect(code).toBe(0);
    expect(served).toBeGreaterThan(LANES);
    const stored = await countClicks(database.db);
    count.lost(served - stored);
    expect({ resets, others, stored }).toEqual({ resets: 0, others: [], stored: served });
  });
});
