import { describe, expect, it } from 'vitest';
import { ClickAggregate, type ClickTuple } from './aggregate-clicks.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = Date.UTC(2026, 10, 20, 8, 15);

const click = (overrides: Partial<Record<number, unknown>> = {}): ClickTuple => {
  const base: ClickTuple = [
    'l1',
    T,
    'news.example',
    'DE',
    'Desktop',
    'Firefox',
    'Linux',
    0,
    0,
    'visitor-1',
  ];
  for (const [index, value] of Object.entries(overrides))
    (base as unknown[])[Number(index)] = value;
  return base;
};

const owners: Record<string, string | null> = { l1: 'user:ada', l2: 'user:ada', l3: null };
const aggregate = (clicks: ClickTuple[]) => new ClickAggregate((id) => owners[id]).add(clicks);

describe('ClickAggregate', () => {
  it('sums clicks, humans and QR scans per scope and hour', () => {
    const result = aggregate([
      click(),
      click({ 1: T + 10 * 60_000, 7: 1 }),
      click({ 1: T + HOUR, 8: 1 }),
      click({ 0: 'l2' }),
      click({ 0: 'l3' }),
    ]);
    const hour = T - (T % HOUR);
    expect(
      [...result.hours()].sort((a, b) => a.scope.localeCompare(b.scope) || a.hour - b.hour),
    ).toEqual([
      { scope: 'link:l1', hour, clicks: 2, humans: 1, qr: 0, visitors: 0 },
      { scope: 'link:l1', hour: hour + HOUR, clicks: 1, humans: 1, qr: 1, visitors: 0 },
      { scope: 'link:l2', hour, clicks: 1, humans: 1, qr: 0, visitors: 0 },
      { scope: 'link:l3', hour, clicks: 1, humans: 1, qr: 0, visitors: 0 },
      { scope: 'user:ada', hour, clicks: 3, humans: 2, qr: 0, visitors: 0 },
      { scope: 'user:ada', hour: hour + HOUR, clicks: 1, humans: 1, qr: 1, visitors: 0 },
    ]);
  });

  it('breaks down by dimension per hour and per day, with the spec names for missing values', () => {
    const result = aggregate([click(), click({ 2: null, 3: null, 1: T + HOUR })]);
    const daily = [...result.dailyBreakdowns()];
    const day = T - (T % DAY);
    const of = (scope: string, dimension: string) =>
      Object.fromEntries(
        daily
          .filter((r) => r.scope === scope && r.dimension === dimension && r.time === day)
          .map((r) => [r.value, r.clicks]),
      );
    expect(of('user:ada', 'referrer')).toEqual({ 'news.example': 1, Direct: 1 });
    expect(of('user:ada', 'country')).toEqual({ DE: 1, Unknown: 1 });
    expect(of('user:ada', 'link')).toEqual({ l1: 2 });
    expect(of('link:l1', 'browser')).toEqual({ Firefox: 2 });
    // A link's own scope keeps no link breakdown: readers derive it from the totals.
    expect(of('link:l1', 'link')).toEqual({});
    expect([...result.hourlyBreakdowns()].filter((r) => r.dimension === 'os')).toHaveLength(4);
  });

  it('offers each visitor once per link and UTC day, at the hour of their first click', () => {
    const result = aggregate([
      click({ 1: T + 2 * HOUR }),
      click(),
      click({ 0: 'l2' }),
      click({ 1: T + DAY }),
    ]);
    const visitors = [...result.visitorDays()].map((v) => [v.linkId, v.day, v.firstHour]);
    const hour = T - (T % HOUR);
    expect(visitors).toEqual([
      ['l1', Math.floor(T / DAY), hour],
      ['l2', Math.floor(T / DAY), hour],
      ['l1', Math.floor(T / DAY) + 1, hour + DAY],
    ]);
    for (const visitor of result.visitorDays())
      if (visitor.linkId === 'l1') result.countVisitor(visitor);
    const counted = [...result.hours()].filter((h) => h.visitors > 0);
    expect(counted.map((h) => [h.scope, h.hour, h.visitors])).toEqual([
      ['link:l1', hour, 1],
      ['user:ada', hour, 1],
      ['link:l1', hour + DAY, 1],
      ['user:ada', hour + DAY, 1],
    ]);
  });
});
