import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { seedClicks, seedLink, seedUser, workspaceCtx } from '../../test/seed.js';
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
  const report = async (query: object) =>
    getAnalytics({
      ctx: await workspaceCtx(db, NOW, 'ada'),
      input: { query: { range: 'custom', format: 'json', time_zone: 'UTC', ...query } },
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

  it('counts every click in batches of any size', async () => {
    const hourOf = (i: number) => at('2026-10-01T00:00:00Z') + i * 3_600_000;
    await seedClicks(db, [
      ...Array.from({ length: 200 }, (_, i) => ({
        link_id: 'l1',
        clicked_at: hourOf(i),
        country: `C${i}`,
        visitor_hash: `v${i}`,
      })),
      ...Array.from({ length: 1000 }, () => ({ link_id: 'l2', clicked_at: hourOf(300) })),
    ]);
    expect(await rollUpClicks({ db, now: NOW, batchSize: 70 })).toBe(1200);
    const result = await report({ from: '2026-10-01', to: '2026-10-31', time_zone: 'UTC' });
    expect(result.totals.clicks).toBe(1200);
    expect(await rollUpClicks({ db, now: NOW })).toBe(0);
  });

  const T = at('2026-11-20T08:15:00Z');
  const HOUR = 3_600_000;
  const hour = T - (T % HOUR);
  const day = T - (T % (24 * HOUR));

  /** Rows of a rollup table for `scope`, in a stable order. */
  const rows = async (
    table: 'analytics_hourly' | 'analytics_breakdowns_hourly' | 'analytics_breakdowns_daily',
    scope: string,
  ) =>
    (await db.kysely.selectFrom(table).selectAll().where('scope', '=', scope).execute())
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
          ]),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  it('sums clicks, humans and QR scans per scope and hour; a deleted link only under its own', async () => {
    await seedClicks(db, [
      { link_id: 'l1', clicked_at: T },
      { link_id: 'l1', clicked_at: T + 10 * 60_000, is_bot: 1 },
      { link_id: 'l1', clicked_at: T + HOUR, is_qr: 1 },
      { link_id: 'l2', clicked_at: T },
      { link_id: 'gone', clicked_at: T },
    ]);
    await rollUpClicks({ db, now: NOW });
    const totals = (r: Record<string, unknown>) => [r.hour, r.clicks, r.human_clicks, r.qr_clicks];
    expect((await rows('analytics_hourly', 'link:l1')).map(totals)).toEqual([
      [hour, 2, 1, 0],
      [hour + HOUR, 1, 1, 1],
    ]);
    expect((await rows('analytics_hourly', 'user:ada')).map(totals)).toEqual([
      [hour, 3, 2, 0],
      [hour + HOUR, 1, 1, 1],
    ]);
    expect((await rows('analytics_hourly', 'link:gone')).map(totals)).toEqual([[hour, 1, 1, 0]]);
  });

  it('breaks down by dimension per hour and per day, with the spec names for missing values', async () => {
    await seedClicks(db, [
      { link_id: 'l1', clicked_at: T, referrer_host: 'news.example' },
      { link_id: 'l1', clicked_at: T + HOUR, referrer_host: null, country: null },
    ]);
    await rollUpClicks({ db, now: NOW });
    const of = async (scope: string, dimension: string) =>
      Object.fromEntries(
        (await rows('analytics_breakdowns_daily', scope))
          .filter((r) => r.dimension === dimension && r.day === day)
          .map((r) => [r.value, r.clicks]),
      );
    expect(await of('user:ada', 'referrer')).toEqual({ 'news.example': 1, Direct: 1 });
    expect(await of('user:ada', 'country')).toEqual({ DE: 1, Unknown: 1 });
    expect(await of('user:ada', 'link')).toEqual({ l1: 2 });
    expect(await of('link:l1', 'browser')).toEqual({ Firefox: 2 });
    // A link's own scope keeps no link breakdown: readers derive it from the totals.
    expect(await of('link:l1', 'link')).toEqual({});
    const hourlyOs = [
      ...(await rows('analytics_breakdowns_hourly', 'user:ada')),
      ...(await rows('analytics_breakdowns_hourly', 'link:l1')),
    ].filter((r) => r.dimension === 'os');
    expect(hourlyOs).toHaveLength(4);
  });

  it('counts each visitor once per link and UTC day, at the hour of their first click, across batches', async () => {
    await seedClicks(db, [
      { link_id: 'l1', clicked_at: T + 2 * HOUR },
      { link_id: 'l1', clicked_at: T },
      { link_id: 'l2', clicked_at: T },
      { link_id: 'l1', clicked_at: T + 24 * HOUR },
    ]);
    await rollUpClicks({ db, now: NOW });
    // Seen already that day: counted as a click, not as a visitor.
    await seedClicks(db, [{ link_id: 'l1', clicked_at: T + 3 * HOUR }]);
    await rollUpClicks({ db, now: NOW });
    const visitors = async (scope: string) =>
      (await rows('analytics_hourly', scope))
        .filter((r) => Number(r.visitors) > 0)
        .map((r) => [r.hour, r.visitors]);
    expect(await visitors('link:l1')).toEqual([
      [hour, 1],
      [hour + 24 * HOUR, 1],
    ]);
    expect(await visitors('user:ada')).toEqual([
      [hour, 2],
      [hour + 24 * HOUR, 1],
    ]);
  });
});
