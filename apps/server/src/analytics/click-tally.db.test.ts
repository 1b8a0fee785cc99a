import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSqliteTestDatabase, type TestDatabase } from '../../test/databases.js';
import { seedClicks, seedLink, seedUser } from '../../test/seed.js';
import { createClickStore } from '../clicks/click-store.js';
import type { RawClick } from '../clicks/raw-click.js';
import { ClickTally } from './click-tally.js';
import { rollUpClicks } from './roll-up-clicks.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-20T22:40:00Z');
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  undefined,
];
const REFERERS = ['https://news.example/a', 'https://social.example/p?q=1', undefined];

/**
 * Clicks of two users' links and of a link deleted since, over two hours from `from`
 * hours after START (across midnight from the second on), out of order, visitors coming
 * back, bots, scans and direct visits.
 */
function clicks(count: number, seed: number, from = 0): RawClick[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i * 7 + seed;
    return {
      linkId: ['l1', 'l2', 'l3', 'gone'][n % 4] as string,
      at: START + from * HOUR + ((n * 7_919_000) % (2 * HOUR)),
      ip: `198.51.100.${n % 5}`,
      userAgent: AGENTS[n % AGENTS.length],
      referer: REFERERS[n % REFERERS.length],
      isQr: n % 6 === 0,
    };
  });
}

const TABLES = [
  'analytics_hourly',
  'analytics_breakdowns_hourly',
  'analytics_breakdowns_daily',
] as const;

describe('the rollup of clicks grouped as they were written (SQLite)', () => {
  let tallied: TestDatabase;
  let readBack: TestDatabase;
  beforeEach(async () => {
    [tallied, readBack] = await Promise.all([openSqliteTestDatabase(), openSqliteTestDatabase()]);
    for (const db of [tallied, readBack]) {
      await seedUser(db, 'ada', 'premium');
      await seedUser(db, 'bob', 'premium');
      await seedLink(db, 'l1', 'ada');
      await seedLink(db, 'l2', 'ada');
      await seedLink(db, 'l3', 'bob');
    }
  });
  afterEach(async () => {
    await Promise.all([tallied.dispose(), readBack.dispose()]);
  });

  /** The rollup tables' rows; visitors as counts (each database salts their hashes anew). */
  const rollupRows = async (db: TestDatabase) => ({
    ...Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => [
          table,
          (await db.kysely.selectFrom(table).selectAll().execute())
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
      ),
    ),
    analytics_visitor_days: await db.kysely
      .selectFrom('analytics_visitor_days')
      .select(['day', 'link_id', (eb) => eb.fn.countAll().as('visitors')])
      .groupBy(['day', 'link_id'])
      .orderBy('day')
      .orderBy('link_id')
      .execute(),
  });

  /** Writes the same batches to both databases (with a tally and without), then rolls up. */
  async function writeBoth(
    tally: ClickTally,
    batches: RawClick[][],
    between?: () => Promise<void>,
  ) {
    const withTally = createClickStore(tallied, tally);
    const without = createClickStore(readBack);
    for (const [index, batch] of batches.entries()) {
      await withTally([{ key: `b${index}`, clicks: batch }]);
      await without([{ key: `b${index}`, clicks: batch }]);
      if (index === 0 && between) await between();
    }
  }

  it('adds the same sums as reading the clicks back', async () => {
    const tally = new ClickTally();
    await writeBoth(tally, [clicks(500, 1), clicks(300, 2, 1), clicks(700, 3, 2)]);
    // The same batch sent again stores nothing, and tallies nothing.
    await createClickStore(tallied, tally)([{ key: 'b1', clicks: clicks(300, 2, 1) }]);
    expect(tally.nextStart).toBe(0);
    const used = vi.spyOn(tally, 'done');
    const now = START + 6 * HOUR;
    expect(await rollUpClicks({ db: tallied, now, tally })).toBe(1500);
    expect(used).toHaveBeenCalledTimes(1);
    expect(await rollUpClicks({ db: readBack, now })).toBe(1500);
    expect(tally.nextStart).toBeUndefined();
    const rows = await rollupRows(tallied);
    expect(rows.analytics_hourly.length).toBeGreaterThan(10);
    expect(rows).toEqual(await rollupRows(readBack));
  });

  it('reads back the clicks another process wrote between its own', async () => {
    const tally = new ClickTally();
    const other = [
      { link_id: 'l1', clicked_at: START + HOUR },
      { link_id: 'l3', clicked_at: START + 2 * HOUR, visitor_hash: 'elsewhere' },
    ];
    // A visitor counts in the first hour the rollup sees them that day: the second batch's
    // clicks come after the first's, as they do when written as they come.
    await writeBoth(tally, [clicks(200, 4), clicks(200, 5, 2)], async () => {
      await seedClicks(tallied, other);
      await seedClicks(readBack, other);
    });
    const used = vi.spyOn(tally, 'done');
    const now = START + 6 * HOUR;
    expect(await rollUpClicks({ db: tallied, now, tally })).toBe(402);
    // Both of its runs, and the two clicks between them read back.
    expect(used).toHaveBeenCalledTimes(2);
    await rollUpClicks({ db: readBack, now });
    expect(await rollupRows(tallied)).toEqual(await rollupRows(readBack));
  });

  it('leaves clicks past its bound to the reading, and tallies again when there is room', async () => {
    // Each click may add a group and a visitor: 200 clicks do not fit a bound of 300.
    const tally = new ClickTally(300);
    await writeBoth(tally, [clicks(200, 6), clicks(200, 7, 2), clicks(100, 8, 4)]);
    expect(tally.nextStart).toBe(400);
    const used = vi.spyOn(tally, 'done');
    const now = START + 6 * HOUR;
    expect(await rollUpClicks({ db: tallied, now, tally })).toBe(500);
    expect(used).toHaveBeenCalledTimes(1);
    await rollUpClicks({ db: readBack, now });
    expect(await rollupRows(tallied)).toEqual(await rollupRows(readBack));
  });

  it('forgets runs another process rolled up', async () => {
    const tally = new ClickTally();
    await writeBoth(tally, [clicks(200, 6), clicks(200, 7, 2), clicks(100, 8, 4)]);
    const now = START + 6 * HOUR;
    await rollUpClicks({ db: tallied, now, batchSize: 150 });
    expect(await rollUpClicks({ db: tallied, now, tally })).toBe(0);
    expect(tally.nextStart).toBeUndefined();
    await rollUpClicks({ db: readBack, now, batchSize: 150 });
    expect(await rollupRows(tallied)).toEqual(await rollupRows(readBack));
  });
});
