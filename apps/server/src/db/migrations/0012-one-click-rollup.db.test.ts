import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../../test/databases.js';
import { seedLink, seedUser } from '../../../test/seed.js';
import { readClickSums } from '../../analytics/read-click-sums.js';
import { rollUpClicks } from '../../analytics/roll-up-clicks.js';
import { readWatermark } from '../../analytics/rollup-repository.js';
import { sumClicks } from '../../links/link-list-repository.js';
import { migrations } from './index.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);
const LINKS = ['owned-1', 'owned-2', 'ownerless'];

interface Totals {
  clicks: number;
  humans: number;
  qr: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the dropped table is below the typed schema.
type AnyDb = Kysely<any>;

/** Clicks as the writer stored them before 0012: each also added to its link's hour. */
async function writeTheOldWay(db: AnyDb, batch: number, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const n = batch * 1000 + i;
      const click = {
        link_id: LINKS[n % LINKS.length],
        clicked_at: T0 + (n % 5) * HOUR + batch * 1000,
        referrer_host: null,
        country: 'DE',
        browser: 'Firefox',
        os: 'Linux',
        device: 'Desktop',
        is_bot: n % 7 === 0 ? 1 : 0,
        is_qr: n % 4 === 0 ? 1 : 0,
        visitor_hash: `visitor-${n % 11}`,
      };
      await trx.insertInto('clicks').values(click).execute();
      const hour = click.clicked_at - (click.clicked_at % HOUR);
      await sql`
        insert into click_rollups_hourly (link_id, hour, clicks, human_clicks, qr_clicks)
        values (${click.link_id}, ${hour}, 1, ${1 - click.is_bot}, ${click.is_qr})
        on conflict (link_id, hour) do update set
          clicks = click_rollups_hourly.clicks + 1,
          human_clicks = click_rollups_hourly.human_clicks + excluded.human_clicks,
          qr_clicks = click_rollups_hourly.qr_clicks + excluded.qr_clicks`.execute(trx);
    }
  });
}

/** Each link's all-time totals in the old table. */
async function oldTotals(db: AnyDb): Promise<Map<string, Totals>> {
  const rows = await db
    .selectFrom('click_rollups_hourly')
    .select(({ fn }) => [
      'link_id',
      fn.sum('clicks').as('clicks'),
      fn.sum('human_clicks').as('humans'),
      fn.sum('qr_clicks').as('qr'),
    ])
    .groupBy('link_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.link_id as string,
      { clicks: Number(r.clicks), humans: Number(r.humans), qr: Number(r.qr) },
    ]),
  );
}

/** Each link's all-time totals as the analytics count them (rollups and raw tail). */
async function analyticsTotals(db: TestDatabase): Promise<Map<string, Totals>> {
  const totals = new Map<string, Totals>();
  for (const linkId of LINKS) {
    const sums = await readClickSums(db.kysely, { linkId }, { from: 0, to: T0 + 10 * HOUR });
    const sum = { clicks: 0, humans: 0, qr: 0 };
    for (const hour of sums.hours.values()) {
      sum.clicks += hour.clicks;
      sum.humans += hour.humans;
      sum.qr += hour.qr;
    }
    totals.set(linkId, sum);
  }
  return totals;
}

describe.each(testEngines)('migration 0012 (one click rollup) on $name', (engine) => {
  let db: TestDatabase;
  afterEach(async () => db?.dispose());

  it('keeps every count: each click counted once by the analytics rollups and tail', async () => {
    db = await engine.open();
    const any = db.kysely as AnyDb;
    const migrator = new Migrator({ db: any, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0011-click-batches');
    expect(error).toBeUndefined();
    await seedUser(db, 'ada', 'premium');
    await seedLink(db, 'owned-1', 'ada');
    await seedLink(db, 'owned-2', 'ada');
    await seedLink(db, 'ownerless', 'ada');
    // Counted under the link's own scope only (no user's).
    await db.kysely
      .updateTable('links')
      .set({ user_id: null })
      .where('id', '=', 'ownerless')
      .execute();

    // Old writes, the analytics rollup running between them as the writer thread ran it,
    // and a last batch left above the watermark.
    await writeTheOldWay(any, 1, 40);
    await rollUpClicks({ db, now: T0 + 10 * HOUR });
    await writeTheOldWay(any, 2, 35);
    await rollUpClicks({ db, now: T0 + 10 * HOUR });
    await writeTheOldWay(any, 3, 26);
    const before = await oldTotals(any);
    expect([...before.values()].reduce((sum, t) => sum + t.clicks, 0)).toBe(101);
    expect(await readWatermark(db.kysely)).toBe(75);

    // Up to 0012 itself, not the latest: later migrations must not change this test.
    const up = await migrator.migrateTo('0012-one-click-rollup');
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual(['0012-one-click-rollup']);
    const tables = await db.kysely.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('click_rollups_hourly');

    expect(await analyticsTotals(db)).toEqual(before);
    const dashboard = await sumClicks(db.kysely, LINKS);
    expect(dashboard).toEqual(new Map(LINKS.map((id) => [id, before.get(id)?.clicks])));
    // Once the tail is rolled up too, every click is still counted once.
    expect(await rollUpClicks({ db, now: T0 + 10 * HOUR })).toBe(26);
    expect(await analyticsTotals(db)).toEqual(before);
    expect(await sumClicks(db.kysely, LINKS)).toEqual(dashboard);

    // Going back rebuilds the old table from the clicks, count for count.
    expect((await migrator.migrateTo('0011-click-batches')).error).toBeUndefined();
    expect(await oldTotals(any)).toEqual(before);
  });
});
