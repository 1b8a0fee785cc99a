import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../../test/databases.js';
import { type SeedClick, seedClicks, seedLink, seedUser } from '../../../test/seed.js';
import { rollUpClicks } from '../../analytics/roll-up-clicks.js';
import { migrations } from './index.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);
const ROLLUPS = ['analytics_hourly', 'analytics_breakdowns_hourly', 'analytics_breakdowns_daily'];

/** Every rollup row, sorted: what a report can be built from. */
async function rollupRows(db: TestDatabase): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ROLLUPS) {
    const { rows: found } = await sql<
      Record<string, unknown>
    >`select * from ${sql.raw(table)}`.execute(db.kysely);
    for (const row of found)
      rows.push(`${table} ${JSON.stringify(Object.entries(row).map(([k, v]) => [k, String(v)]))}`);
  }
  return rows.sort();
}

/** Clicks over a personal link and two team links, over hours, countries and visitors. */
function clicks(): SeedClick[] {
  return Array.from({ length: 90 }, (_, n) => ({
    link_id: ['personal', 'team-1', 'team-2'][n % 3] as string,
    clicked_at: T0 + Math.floor(n / 10) * HOUR + n,
    country: n % 2 ? 'DE' : 'FR',
    is_bot: n % 7 === 0 ? 1 : 0,
    is_qr: n % 5 === 0 ? 1 : 0,
    visitor_hash: `visitor-${n % 4}`,
  }));
}

describe.each(testEngines)('migration 0020 (team analytics) on $name', (engine) => {
  let db: TestDatabase;
  afterEach(async () => db?.dispose());

  it("moves team links' counts to the team, as the rollup now counts them, and back", async () => {
    db = await engine.open();
    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0018-api-usage')).error).toBeUndefined();
    await seedUser(db, 'ada', 'enterprise');
    for (const id of ['personal', 'team-1', 'team-2']) await seedLink(db, id, 'ada');
    await seedClicks(db, clicks());
    // Rolled up as before 0020: every link counted under its creator.
    await rollUpClicks({ db, now: T0 + 20 * HOUR, batchSize: 40 });
    await db.kysely
      .updateTable('links')
      .set({ org_id: 'acme' })
      .where('id', 'in', ['team-1', 'team-2'])
      .execute();
    const before = await rollupRows(db);

    expect((await migrator.migrateTo('0020-team-analytics')).error).toBeUndefined();
    const moved = await rollupRows(db);
    expect(moved.some((row) => row.includes('"org:acme"'))).toBe(true);

    // The same clicks rolled up from scratch by today's rollup give the very same rows.
    for (const table of [...ROLLUPS, 'analytics_visitor_days'])
      await db.kysely.deleteFrom(table as 'analytics_hourly').execute();
    await db.kysely.updateTable('analytics_rollup_state').set({ last_click_id: 0 }).execute();
    await rollUpClicks({ db, now: T0 + 20 * HOUR, batchSize: 40 });
    expect(await rollupRows(db)).toEqual(moved);

    expect((await migrator.migrateTo('0018-api-usage')).error).toBeUndefined();
    expect(await rollupRows(db)).toEqual(before);
  });
});
