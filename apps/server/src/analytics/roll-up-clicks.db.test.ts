import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testEngines } from '../test/databases.js';
import { seedClicks, seedLink, seedUser, verbCtx } from '../test/seed.js';
import { ClickAggregate } from './aggregate-clicks.js';
import { getAnalytics } from './get-analytics.js';
import { rollUpClicks } from './roll-up-clicks.js';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-10T12:00:00Z');

describe.each(testEngines)('rollUpClicks on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
    await seedUser(db, 'ada', 'premium');
    await seedLink(db, 'l1', 'ada');
    await seedLink(db, 'l2', 'ada');
  });
  afterEach(() => db.dispose());

  /** Ada's clicks of a range, as the analytics call answers them. */
  const report = (query: object) =>
    getAnalytics({
      ctx: verbCtx(db, NOW),
      input: {
        userId: 'ada',
        query: { range: 'custom', format: 'json', time_zone: 'UTC', ...query },
      },
    });

  it('never counts a click twice when rollups run concurrently', async () => {
    await seedClicks(
      db,
      Array.from({ length: 300 }, (_, i) => ({
        link_id: i % 2 ? 'l1' : 'l2',
        clicked_at: at('2026-10-20T08:00:00Z') + i * 60_000,
      })),
    );
    await Promise.all([
      rollUpClicks({ db, now: NOW, batchSize: 50 }),
      rollUpClicks({ db, now: NOW, batchSize: 70 }),
      rollUpClicks({ db, now: NOW, batchSize: 30 }),
    ]);
    const result = await report({ from: '2026-10-20', to: '2026-10-20', time_zone: 'UTC' });
    expect(result.totals.clicks).toBe(300);
    const rolled = await db.kysely
      .selectFrom('analytics_hourly')
      .select((eb) => eb.fn.sum<number>('clicks').as('n'))
      .where('scope', '=', 'user:ada')
      .executeTakeFirstOrThrow();
    expect(Number(rolled.n)).toBe(300);
  });

  it('sizes each rollup batch by the rows of the one before, and still counts every click', async () => {
    const hourOf = (i: number) => at('2026-10-01T00:00:00Z') + i * 3_600_000;
    // 200 clicks that each make their own rows (an hour, a country, a visitor of their
    // own), then 1,000 alike ones.
    await seedClicks(db, [
      ...Array.from({ length: 200 }, (_, i) => ({
        link_id: 'l1',
        clicked_at: hourOf(i),
        country: `C${i}`,
        visitor_hash: `v${i}`,
      })),
      ...Array.from({ length: 1000 }, () => ({ link_id: 'l2', clicked_at: hourOf(300) })),
    ]);
    const batches: number[] = [];
    const addOriginal = ClickAggregate.prototype.add;
    const add = vi.spyOn(ClickAggregate.prototype, 'add').mockImplementation(function (
      this: ClickAggregate,
      clicks,
    ) {
      const tuples = [...clicks];
      batches.push(tuples.length);
      return addOriginal.call(this, tuples);
    });
    try {
      await rollUpClicks({ db, now: NOW, batchSize: 100, maxRows: 300 });
    } finally {
      add.mockRestore();
    }
    // The first batch takes 100 clicks of many rows each; the next ones far fewer, until
    // the alike clicks let batches grow back to 100 (the last takes what is left).
    expect(batches[0]).toBe(100);
    expect(Math.max(...batches.slice(1, 5))).toBeLessThan(30);
    expect(batches.slice(-3, -1)).toEqual([100, 100]);
    expect(batches.reduce((sum, n) => sum + n, 0)).toBe(1200);
    const result = await report({ from: '2026-10-01', to: '2026-10-31', time_zone: 'UTC' });
    expect(result.totals.clicks).toBe(1200);
  });
});
