import http from 'node:http';
import { expect } from 'vitest';
import {
  type Answer,
  countClicks,
  createFaultDatabase,
  describeFault,
  get,
  isRedirect,
  median,
  runPool,
  scenario,
  startFaultProxy,
  startKurz,
} from './fault-env.js';

const BASE_LANES = 4;
/** Unknown codes in the storm, each asked for STORM_REPEATS times. */
const UNKNOWN_CODES = 50;
const STORM_REPEATS = 20;
/** The negative cache keeps a miss 5 s, up to 20% less (redirect/link-cache.ts, app.ts). */
const SHORTEST_MISS_TTL_MS = 4000;

describeFault('a hot link under a 10x spike and a storm of unknown codes', (instance) => {
  scenario(
    'misses read the database once per code and TTL; real links stay fast; no click lost',
    async (count) => {
      const database = await createFaultDatabase(instance, 'hot-link', 'probe-link');
      const proxy = await startFaultProxy(instance);
      const server = await startKurz(proxy.url(database.name));
      const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
      const visit = (code: string) => get(server.url, `/${code}`, { agent });
      const linkReads = () =>
        proxy.statements.filter((sql) => /^select \* from "links" where/.test(sql)).length;
      const redirects: Answer[] = [];
      const keep = (answer: Answer) => {
        if (isRedirect(answer.status)) redirects.push(answer);
        return answer;
      };

      // The usual load: BASE_LANES clients on the hot link, the probe timed one at a time.
      for (const code of ['hot-link', 'probe-link'])
        expect(keep(await visit(code)).status).toBe(302);
      const usualProbe: number[] = [];
      const usualLoad = runPool(400, BASE_LANES, async () => keep(await visit('hot-link')));
      for (let i = 0; i < 60; i++) usualProbe.push(keep(await visit('probe-link')).ms);
      await usualLoad;

      // Ten times the clients on the hot link, and a storm of unknown codes beside it.
      const readsBefore = linkReads();
      const stormStarted = Date.now();
      const spike = runPool(2000, BASE_LANES * 10, async () => keep(await visit('hot-link')));
      const storm = runPool(UNKNOWN_CODES * STORM_REPEATS, 10, (i) =>
        visit(`no-such-${i % UNKNOWN_CODES}`),
      );
      const spikeProbe: number[] = [];
      for (let i = 0; i < 60; i++) spikeProbe.push(keep(await visit('probe-link')).ms);
      const [spiked, stormed] = await Promise.all([spike, storm]);
      const stormMs = Date.now() - stormStarted;
      const missReads = linkReads() - readsBefore;

      expect(spiked.filter((r) => r.status !== 'fulfilled' || r.value.status !== 302)).toEqual([]);
      const stormStatuses = new Set(
        stormed.map((r) => (r.status === 'fulfilled' ? r.value.status : String(r.reason))),
      );
      // Unknown: 404, or 429 once one client has probed too many.
      for (const status of stormStatuses) expect([404, 429]).toContain(status);
      // Each unknown code is read once per negative-cache lifetime, not once per request.
      const bound = UNKNOWN_CODES * (Math.ceil(stormMs / SHORTEST_MISS_TTL_MS) + 1);
      expect(missReads).toBeLessThanOrEqual(bound);
      expect(missReads).toBeLessThan(UNKNOWN_CODES * STORM_REPEATS);
      // A generous bound: the probe waits behind 50 busy clients, not behind the database.
      expect(median(spikeProbe)).toBeLessThan(median(usualProbe) * 20 + 100);

      expect((await server.stop('SIGTERM')).code).toBe(0);
      agent.destroy();
      const stored = await countClicks(database.db);
      count.lost(redirects.length - stored);
      expect(stored).toBe(redirects.length);
      console.info(
        `spike: ${redirects.length} redirects, ${missReads} link reads for ${stormed.length} unknown-code requests in ${stormMs} ms, probe median ${median(usualProbe).toFixed(1)} → ${median(spikeProbe).toFixed(1)} ms`,
      );
    },
  );
});
