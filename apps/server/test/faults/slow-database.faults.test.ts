import pg from 'pg';
import { expect } from 'vitest';
import { createTestApp } from '../app.js';
import { signedInClient } from '../auth-client.js';
import { countClicks, describeFault, onCleanup, SHORT_HOST, scenario, sleep } from './fault-env.js';

/** How long the lock is held: longer than a write may wait (the pool's lock_timeout, 2 s). */
const LOCK_MS = 5000;

describeFault('PostgreSQL slow: the links table locked for 5 s', () => {
  scenario('writes fail fast with 503 + Retry-After, cached redirects go on', async (count) => {
    const t = await createTestApp();
    onCleanup(t.close);
    const app = t.app;
    expect(t.db.engine).toBe('postgres');
    const ada = await signedInClient(app, 'ada@example.com');
    const shorten = (code: string) =>
      ada.post('/api/shorten', { full_url: `https://example.com/${code}`, short_url: code });
    expect((await shorten('hot-link')).statusCode).toBe(200);
    expect((await shorten('cold-link')).statusCode).toBe(200);
    const visit = (code: string) =>
      app.inject({ url: `/${code}`, headers: { host: SHORT_HOST, 'user-agent': 'fault/1' } });
    expect((await visit('hot-link')).statusCode).toBe(302);

    const locker = new pg.Client({ connectionString: (t.db.settings as { url: string }).url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table links in access exclusive mode');
    const lockedAt = Date.now();
    const released = sleep(LOCK_MS).then(() => locker.query('commit'));
    try {
      const started = Date.now();
      const write = await shorten('during-lock');
      const waited = Date.now() - started;
      expect(write.statusCode).toBe(503);
      expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
      // Fast: well before the lock ends, not hanging until it does.
      expect(waited).toBeLessThan(LOCK_MS - 1000);
      const uncached = await visit('cold-link');
      expect(uncached.statusCode).toBe(503);
      let redirects = 1;
      while (Date.now() - lockedAt < LOCK_MS - 500) {
        expect((await visit('hot-link')).statusCode).toBe(302);
        redirects++;
      }
      await released;
      expect((await shorten('after-lock')).statusCode).toBe(200);
      expect((await visit('cold-link')).statusCode).toBe(302);
      redirects++;
      await app.clicks.flush();
      const stored = await countClicks(t.db);
      count.lost(redirects - stored);
      expect(stored).toBe(redirects);
    } finally {
      await released.catch(() => {});
      await locker.end();
    }
  });
});
