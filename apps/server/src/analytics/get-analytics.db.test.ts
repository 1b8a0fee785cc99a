import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { type SeedClick, seedClicks, seedLink, seedUser, workspaceCtx } from '../../test/seed.js';
import { getAnalytics } from './get-analytics.js';
import { rollUpClicks } from './roll-up-clicks.js';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-10T12:00:00Z');

/**
 * Berlin leaves summer time on 2026-10-25 at 01:00 UTC (03:00 CEST → 02:00 CET): that
 * local day has 25 hours, from 2026-10-24T22:00Z to 2026-10-25T23:00Z.
 */
const OCTOBER: SeedClick[] = [
  { link_id: 'l1', clicked_at: at('2026-10-24T21:30:00Z'), referrer_host: 'news.example' }, // 23:30 CEST, Oct 24
  { link_id: 'l1', clicked_at: at('2026-10-24T22:30:00Z'), country: 'FR' }, // 00:30 CEST, Oct 25
  { link_id: 'l1', clicked_at: at('2026-10-25T00:30:00Z'), is_qr: 1 }, // first 02:30
  { link_id: 'l1', clicked_at: at('2026-10-25T01:30:00Z'), is_bot: 1, visitor_hash: 'bot' }, // second 02:30
  {
    link_id: 'l2',
    clicked_at: at('2026-10-25T22:30:00Z'),
    device: 'Mobile',
    os: 'iOS',
    browser: 'Safari',
    visitor_hash: 'visitor-b',
  }, // 23:30 CET, Oct 25
  { link_id: 'l2', clicked_at: at('2026-10-25T23:30:00Z'), referrer_host: 'news.example' }, // 00:30 CET, Oct 26
  { link_id: 'other', clicked_at: at('2026-10-25T12:00:00Z') }, // another user's link
];

const berlinDays = {
  range: 'custom',
  from: '2026-10-24',
  to: '2026-10-26',
  time_zone: 'Europe/Berlin',
  format: 'json',
} as const;

describe.each(testEngines)('analytics queries on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
    await seedUser(db, 'ada', 'premium');
    await seedUser(db, 'bob', 'free');
    await seedLink(db, 'l1', 'ada');
    await seedLink(db, 'l2', 'ada');
    await seedLink(db, 'other', 'bob');
  });
  afterEach(() => db.dispose());

  const report = async (query: object, userId = 'ada') =>
    getAnalytics({
      ctx: await workspaceCtx(db, NOW, userId),
      input: { query: { ...berlinDays, ...query } },
    });

  it('counts local days across the October DST change in Berlin, exactly per dimension', async () => {
    await seedClicks(db, OCTOBER);
    const result = await report({});
    expect(result.series.map((b) => [b.label, b.clicks, b.humans, b.bots])).toEqual([
      ['2026-10-24', 1, 1, 0],
      ['2026-10-25', 4, 3, 1],
      ['2026-10-26', 1, 1, 0],
    ]);
    expect(result.series.map((b) => new Date(b.start).toISOString())).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    expect(result.totals).toEqual({
      clicks: 6,
      humans: 5,
      bots: 1,
      unique_visitors: 5,
      qr: 1,
      direct: 5,
    });
    expect(result.breakdowns).toEqual({
      referrer: [
        { value: 'Direct', clicks: 4 },
        { value: 'news.example', clicks: 2 },
      ],
      country: [
        { value: 'DE', clicks: 5 },
        { value: 'FR', clicks: 1 },
      ],
      device: [
        { value: 'Desktop', clicks: 5 },
        { value: 'Mobile', clicks: 1 },
      ],
      browser: [
        { value: 'Firefox', clicks: 5 },
        { value: 'Safari', clicks: 1 },
      ],
      os: [
        { value: 'Linux', clicks: 5 },
        { value: 'iOS', clicks: 1 },
      ],
    });
    expect(result.sources).toEqual([
      { value: 'Direct', clicks: 5 },
      { value: 'QR code', clicks: 1 },
    ]);
    expect(result.top_links.map((l) => [l.id, l.clicks, l.short_url])).toEqual([
      ['l1', 4, 'https://kurz.link/code-l1'],
      ['l2', 2, 'https://kurz.link/code-l2'],
    ]);
  });

  it('gives the 25-hour day 25 hourly buckets, with 02:00 twice', async () => {
    await seedClicks(db, OCTOBER);
    const result = await report({ from: '2026-10-25', to: '2026-10-25', interval: 'hour' });
    expect(result.series).toHaveLength(25);
    const labels = result.series.map((b) => b.label);
    expect(labels.filter((l) => l === '2026-10-25 02:00')).toHaveLength(2);
    const nonEmpty = result.series.filter((b) => b.clicks > 0).map((b) => [b.label, b.clicks]);
    expect(nonEmpty).toEqual([
      ['2026-10-25 00:00', 1],
      ['2026-10-25 02:00', 1],
      ['2026-10-25 02:00', 1],
      ['2026-10-25 23:00', 1],
    ]);
  });

  it('gives the March change day 23 hours and keeps its clicks in the right days', async () => {
    await seedClicks(db, [
      { link_id: 'l1', clicked_at: at('2026-03-28T22:59:00Z') }, // 23:59 CET, Mar 28
      { link_id: 'l1', clicked_at: at('2026-03-28T23:00:00Z') }, // 00:00 CET, Mar 29
      { link_id: 'l1', clicked_at: at('2026-03-29T21:59:00Z') }, // 23:59 CEST, Mar 29
      { link_id: 'l1', clicked_at: at('2026-03-29T22:00:00Z') }, // 00:00 CEST, Mar 30
    ]);
    const days = await report({ from: '2026-03-28', to: '2026-03-30' });
    expect(days.series.map((b) => [b.label, b.clicks])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 2],
      ['2026-03-30', 1],
    ]);
    const hours = await report({ from: '2026-03-29', to: '2026-03-29', interval: 'hour' });
    expect(hours.series).toHaveLength(23);
    expect(hours.series.map((b) => b.label)).not.toContain('2026-03-29 02:00');
  });

  it('counts a half-hour zone’s UTC hour in the local day where it starts', async () => {
    // Kolkata is UTC+5:30: its midnight is 18:30 UTC, inside the UTC hour 18:00–19:00.
    await seedClicks(db, [
      { link_id: 'l1', clicked_at: at('2026-05-01T18:10:00Z') }, // 23:40 IST, May 1
      { link_id: 'l1', clicked_at: at('2026-05-01T18:45:00Z') }, // 00:15 IST, May 2: hour starts 23:30
      { link_id: 'l1', clicked_at: at('2026-05-01T19:05:00Z') }, // 00:35 IST, May 2
    ]);
    const result = await report({
      from: '2026-05-01',
      to: '2026-05-02',
      time_zone: 'Asia/Kolkata',
      interval: 'day',
    });
    expect(result.series.map((b) => [b.label, b.clicks])).toEqual([
      ['2026-05-01', 2],
      ['2026-05-02', 1],
    ]);
    const hours = await report({
      from: '2026-05-01',
      to: '2026-05-01',
      time_zone: 'Asia/Kolkata',
      interval: 'hour',
    });
    expect(hours.series.at(-1)).toMatchObject({ label: '2026-05-01 23:30', clicks: 2 });
  });

  it('answers the same before, during and after the rollup', async () => {
    await seedClicks(db, OCTOBER.slice(0, 3));
    const rawOnly = await report({});
    await rollUpClicks({ db, now: NOW, batchSize: 2 });
    await seedClicks(db, OCTOBER.slice(3));
    const mixed = await report({});
    await rollUpClicks({ db, now: NOW, batchSize: 2 });
    const rolledUp = await report({});
    expect(rawOnly.totals.clicks).toBe(3);
    expect(mixed).toEqual(rolledUp);
    expect(rolledUp.totals).toEqual({
      clicks: 6,
      humans: 5,
      bots: 1,
      unique_visitors: 5,
      qr: 1,
      direct: 5,
    });
  });

  it('counts a visitor once per link and UTC day, and again the next day or on another link', async () => {
    const visit = (link_id: string, iso: string): SeedClick => ({
      link_id,
      clicked_at: at(iso),
      visitor_hash: 'same',
    });
    await seedClicks(db, [
      visit('l1', '2026-10-20T08:00:00Z'),
      visit('l1', '2026-10-20T09:00:00Z'),
    ]);
    await rollUpClicks({ db, now: NOW });
    await seedClicks(db, [
      visit('l1', '2026-10-20T10:00:00Z'),
      visit('l1', '2026-10-21T08:00:00Z'),
      visit('l2', '2026-10-20T08:00:00Z'),
    ]);
    const query = { from: '2026-10-20', to: '2026-10-21', time_zone: 'UTC', interval: 'day' };
    const beforeRollup = await report(query);
    await rollUpClicks({ db, now: NOW });
    const afterRollup = await report(query);
    for (const result of [beforeRollup, afterRollup]) {
      expect(result.totals.clicks).toBe(5);
      expect(result.totals.unique_visitors).toBe(3);
      expect(result.series.map((b) => b.visitors)).toEqual([2, 1]);
    }
  });

  it('drills down to one link and hides other users’ links', async () => {
    await seedClicks(db, OCTOBER);
    const one = await report({ link_id: 'l2' });
    expect(one.totals.clicks).toBe(2);
    expect(one.link).toEqual({
      id: 'l2',
      url: 'https://example.com/l2',
      short_url: 'https://kurz.link/code-l2',
    });
    await expect(report({ link_id: 'other' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses users below premium with the spec’s text', async () => {
    await expect(report({}, 'bob')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Analytics are available for Premium subscribers. Please upgrade your plan.',
    });
  });

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }],
    ['a custom range without dates', { from: undefined }],
    ['a start after the end', { from: '2026-10-27' }],
    ['hourly buckets over years', { from: '2020-01-01', interval: 'hour' }],
  ])('rejects %s', async (_label, query) => {
    await expect(report(query)).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('covers rolling ranges and all time from the first click', async () => {
    await seedClicks(db, [{ link_id: 'l1', clicked_at: NOW - 3 * 3_600_000 }, ...OCTOBER]);
    const day = await report({ range: '24h', time_zone: 'UTC' });
    expect([day.interval, day.series.length, day.totals.clicks]).toEqual(['hour', 24, 1]);
    const week = await report({ range: '7d', time_zone: 'UTC' });
    expect([week.interval, week.series.length, week.totals.clicks]).toEqual(['day', 7, 1]);
    const all = await report({ range: 'all', time_zone: 'Europe/Berlin' });
    expect(all.totals.clicks).toBe(7);
    expect(all.series[0]?.label).toBe('2026-10-24');
  });
});
