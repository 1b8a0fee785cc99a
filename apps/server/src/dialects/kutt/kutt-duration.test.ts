import { describe, expect, it } from 'vitest';
import { durationMs } from './kutt-duration.js';

describe("Kutt's expire_in durations", () => {
  it.each([
    ['minutes, short', '1m', 60_000],
    ['hours, short', '8h', 8 * 3_600_000],
    ['days, long with a space', '42 days', 42 * 86_400_000],
    ['a fraction', '2.5 hrs', 2.5 * 3_600_000],
    ['a leading dot', '.5h', 1_800_000],
    ['weeks', '2 weeks', 2 * 604_800_000],
    ['a year', '1y', 31_557_600_000],
    ['seconds', '90s', 90_000],
    ['a bare number, in milliseconds', '120000', 120_000],
    ['upper case', '3 Minutes', 180_000],
    ['surrounding spaces', ' 5 mins ', 300_000],
  ])('reads %s', (_label, text, ms) => {
    expect(durationMs(text)).toBe(ms);
  });

  it.each([
    ['an unknown unit', '3 fortnights'],
    ['words', 'tomorrow'],
    ['nothing', ''],
    ['two numbers', '1 2 h'],
    ['a unit alone', 'h'],
  ])('reads nothing from %s', (_label, text) => {
    expect(durationMs(text)).toBeUndefined();
  });
});
