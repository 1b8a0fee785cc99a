import http from 'node:http';
import { expect } from 'vitest';
import { spoolBytes } from '../server-process.js';
import {
  countClicks,
  createFaultDatabase,
  describeFault,
  get,
  isRedirect,
  scenario,
  startKurz,
  waitFor,
} from './fault-env.js';
import { startPostgres, stopPostgres } from './postgres-instance.js';

const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });

describeFault('PostgreSQL stopped and started during redirects', (instance) => {
  scenario(
    'cached links redirect, an uncached one answers 503 + Retry-After, the spool grows, no click lost',
    async (count) => {
      const database = await createFaultDatabase(instance, 'cached', 'uncached');
      const kurz = await startKurz(database.url);
      const base = kurz.url;
      const statuses: number[] = [];
      const visit = async (code: string) => {
        const answer = await get(base, `/${code}`, { agent });
        statuses.push(answer.status);
        return answer;
      };

      expect((await visit('cached')).status).toBe(302);
      const spoolBefore = spoolBytes(kurz.dataDir);
      await stopPostgres(instance, 'fast');
      try {
        for (let i = 0; i < 50; i++) expect((await visit('cached')).status).toBe(302);
        for (let i = 0; i < 3; i++) {
          const uncached = await visit('uncached');
          // Never 404 (the link exists) and never 500: try again shortly.
          expect(uncached.status).toBe(503);
          expect(Number(uncached.headers['retry-after'])).toBeGreaterThan(0);
        }
        // The clicks of the outage wait in the process while writes fail.
        for (let i = 0; i < 50; i++) expect((await visit('cached')).status).toBe(302);
        // Each of the outage's clicks is on local disk (a record of some 100 bytes).
        expect(spoolBytes(kurz.dataDir)).toBeGreaterThan(spoolBefore + 100 * 20);
      } finally {
        await startPostgres(instance);
      }

      // Back: the uncached link loads, and the outage's clicks are written.
      expect(await waitFor(async () => (await visit('uncached')).status === 302, 15_000)).toBe(
        true,
      );
      const served = statuses.filter(isRedirect).length;
      expect(await waitFor(async () => (await countClicks(database.db)) >= served, 20_000)).toBe(
        true,
      );
      expect((await kurz.stop('SIGTERM')).code).toBe(0);
      const stored = await countClicks(database.db);
      count.lost(served - stored);
      expect(stored).toBe(served);
      expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    },
  );
});
