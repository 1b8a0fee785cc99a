import { expect } from 'vitest';
import {
  countClicks,
  createFaultApp,
  createFaultDatabase,
  describeFault,
  type FaultApp,
  type FaultDatabase,
  SHORT_HOST,
  scenario,
  startFaultProxy,
  waitFor,
  withAdmin,
} from './fault-env.js';
import type { PgProxy } from './pg-proxy.js';

const CLICKS = 100;

describeFault('a connection killed mid click-batch', (instance) => {
  /** Kurz through the proxy, `CLICKS` redirects served and waiting in its click buffer. */
  async function servedClicks(): Promise<{ kurz: FaultApp; proxy: PgProxy; db: FaultDatabase }> {
    const database = await createFaultDatabase(instance, 'batch-link');
    const proxy = await startFaultProxy(instance);
    const kurz = await createFaultApp(proxy.url(database.name));
    for (let i = 0; i < CLICKS; i++) {
      const answer = await kurz.app.inject({
        url: '/batch-link',
        headers: { host: SHORT_HOST, 'user-agent': `fault/${i}` },
      });
      expect(answer.statusCode).toBe(302);
    }
    expect(kurz.app.clicks.pendingCount).toBe(CLICKS);
    return { kurz, proxy, db: database };
  }

  scenario(
    'the commit lands but its answer is lost: the batch sent again stores nothing',
    async (count) => {
      const { kurz, proxy, db } = await servedClicks();
      const commitSent = proxy.holdRepliesAfter(/^\s*commit\b/i);
      const firstWrite = kurz.app.clicks.flush();
      await commitSent;
      // The server committed; the writer never hears it, and its connection is then reset.
      expect(await waitFor(async () => (await countClicks(db.db)) === CLICKS, 10_000)).toBe(true);
      proxy.resetAll();
      await firstWrite;
      expect(kurz.app.clicks.pendingCount).toBe(CLICKS);

      await kurz.app.clicks.flush();
      expect(kurz.app.clicks.pendingCount).toBe(0);
      const stored = await countClicks(db.db);
      count.lost(CLICKS - stored);
      expect(stored).toBe(CLICKS);
      const batches = await db.db.kysely.selectFrom('click_batches').select('id').execute();
      expect(batches).toHaveLength(1);
    },
  );

  scenario('pg_terminate_backend on the writer mid-batch: the batch lands once', async (count) => {
    const { kurz, proxy, db } = await servedClicks();
    const insertSent = proxy.holdRepliesAfter(/insert into "clicks"/i);
    const firstWrite = kurz.app.clicks.flush();
    await insertSent;
    const terminated = await withAdmin(instance, (client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and backend_xid is not null`,
        [db.name],
      ),
    );
    expect(terminated.rowCount).toBe(1);
    await firstWrite;
    expect(await countClicks(db.db)).toBe(0);
    expect(kurz.app.clicks.pendingCount).toBe(CLICKS);

    await kurz.app.clicks.flush();
    const stored = await countClicks(db.db);
    count.lost(CLICKS - stored);
    expect(stored).toBe(CLICKS);
    expect(kurz.app.clicks.pendingCount).toBe(0);
  });
});
