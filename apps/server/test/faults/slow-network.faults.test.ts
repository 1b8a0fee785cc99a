import { expect } from 'vitest';
import {
  countClicks,
  createFaultApp,
  createFaultDatabase,
  describeFault,
  median,
  onCleanup,
  SHORT_HOST,
  scenario,
  sleep,
  startFaultProxy,
} from './fault-env.js';

const LATENCY_MS = 150;
const STALL_MS = 2000;

describeFault('the network to PostgreSQL slow, then stalled', (instance) => {
  scenario(
    'cached redirects never wait on it; uncached ones and clicks arrive late, none lost',
    async (count) => {
      const database = await createFaultDatabase(instance, 'near-link', 'far-link', 'late-link');
      const proxy = await startFaultProxy(instance);
      const kurz = await createFaultApp(proxy.url(database.name));
      // A stalled proxy would hold Kurz's close (its last click flush): let it through first.
      onCleanup(() => proxy.resume());
      const app = kurz.app;
      let redirects = 0;
      const visit = async (code: string) => {
        const started = performance.now();
        const answer = await app.inject({
          url: `/${code}`,
          headers: { host: SHORT_HOST, 'user-agent': 'fault/1' },
        });
        expect(answer.statusCode).toBe(302);
        redirects++;
        return performance.now() - started;
      };
      const cachedTimes = async () => {
        const times: number[] = [];
        for (let i = 0; i < 50; i++) times.push(await visit('near-link'));
        return times;
      };
      await visit('near-link');
      const usual = median(await cachedTimes());

      // Every chunk to and from the database 150 ms late.
      proxy.latencyMs = LATENCY_MS;
      expect(await visit('far-link')).toBeGreaterThanOrEqual(LATENCY_MS);
      expect(median(await cachedTimes())).toBeLessThan(usual * 10 + 20);
      await app.clicks.flush();

      // Nothing forwarded for 2 s: redirects of cached links go on, the writes wait.
      proxy.latencyMs = 0;
      proxy.stall();
      const stalledAt = Date.now();
      const lateLoad = visit('late-link');
      const writing = app.clicks.flush();
      expect(median(await cachedTimes())).toBeLessThan(usual * 10 + 20);
      await sleep(STALL_MS - (Date.now() - stalledAt));
      proxy.resume();
      await lateLoad;
      await writing;
      await app.clicks.flush();

      const stored = await countClicks(database.db);
      count.lost(redirects - stored);
      expect(stored).toBe(redirects);
    },
  );
});
