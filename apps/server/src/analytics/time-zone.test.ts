import { describe, expect, it } from 'vitest';
import { cachedTimeZoneCount, instantOf, isValidTimeZone, localParts } from './time-zone.js';

describe('time zones', () => {
  it.each([
    ['Berlin winter midnight', 'Europe/Berlin', [2026, 1, 15, 0], '2026-01-14T23:00:00.000Z'],
    ['Berlin summer midnight', 'Europe/Berlin', [2026, 7, 1, 0], '2026-06-30T22:00:00.000Z'],
    [
      'Berlin on the spring-forward day',
      'Europe/Berlin',
      [2026, 3, 29, 0],
      '2026-03-28T23:00:00.000Z',
    ],
    [
      'Berlin the day after spring-forward',
      'Europe/Berlin',
      [2026, 3, 30, 0],
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'a skipped hour maps past the gap',
      'Europe/Berlin',
      [2026, 3, 29, 2],
      '2026-03-29T01:00:00.000Z',
    ],
    ['New York midnight', 'America/New_York', [2026, 11, 1, 0], '2026-11-01T04:00:00.000Z'],
    ['Kolkata (half-hour zone)', 'Asia/Kolkata', [2026, 5, 1, 0], '2026-04-30T18:30:00.000Z'],
    ['month overflow', 'UTC', [2026, 13, 1, 0], '2027-01-01T00:00:00.000Z'],
  ])('finds the instant of %s', (_label, zone, [y, m, d, h], expected) => {
    expect(
      new Date(
        instantOf(zone as string, y as number, m as number, d as number, h as number),
      ).toISOString(),
    ).toBe(expected);
  });

  it('reads local parts of an instant', () => {
    expect(localParts(Date.UTC(2026, 9, 25, 0, 30), 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 2,
      minute: 30,
    });
  });

  it.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('knows whether %j is a time zone', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it('caches one formatter per zone however a request spells it, so spellings cannot grow memory', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    const before = cachedTimeZoneCount();
    for (const spelling of ['EUROPE/BERLIN', 'europe/berlin', 'EuRoPe/BeRlIn', 'europe/BERLIN'])
      expect(isValidTimeZone(spelling)).toBe(true);
    expect(cachedTimeZoneCount()).toBe(before);
    expect(localParts(Date.UTC(2026, 0, 15), 'EUROPE/berlin')).toEqual(
      localParts(Date.UTC(2026, 0, 15), 'Europe/Berlin'),
    );
  });
});
