import fc from 'fast-check';
import { describe, expect } from 'vitest';
import {
  canCreateLinkThisMonth,
  limitsFor,
  linksLeftThisMonth,
  PLAN_LIMITS,
  startOfUtcMonth,
} from './plan-limits.js';
import { PLANS } from './plans.js';
import { itHolds } from './test/property.js';

const DAY = 86_400_000;
const limit = fc.oneof(
  fc.constantFrom(...PLANS.map((plan) => PLAN_LIMITS[plan].urlsPerMonth)),
  fc.nat({ max: 1_000_000 }),
  fc.constant(null),
);
const used = fc.oneof(fc.nat({ max: 10 }), fc.nat({ max: 2_000_000 }));
/** Instants from 1970 to 2200, with month and year ends weighted in. */
const instant = fc.oneof(
  fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }),
  fc
    .tuple(
      fc.integer({ min: 1970, max: 2199 }),
      fc.integer({ min: 0, max: 11 }),
      fc.integer({ min: -1, max: 0 }),
    )
    .map(([year, month, offset]) => Date.UTC(year, month + 1, 1) + offset),
);

describe('monthly link quota (properties)', () => {
  itHolds(
    'never leaves a negative number of links, and unlimited stays unlimited',
    fc.property(limit, used, (max, count) => {
      const left = linksLeftThisMonth(max, count);
      if (max === null) expect(left).toBeNull();
      else expect(left).toBeGreaterThanOrEqual(0);
      if (max === null) expect(canCreateLinkThisMonth(max, count)).toBe(true);
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'refuses at the limit and allows one below it, for any limit',
    fc.property(fc.integer({ min: 1, max: 10_000_000 }), (max) => {
      expect(canCreateLinkThisMonth(max, max)).toBe(false);
      expect(canCreateLinkThisMonth(max, max + 1)).toBe(false);
      expect(canCreateLinkThisMonth(max, max - 1)).toBe(true);
      expect(linksLeftThisMonth(max, max - 1)).toBe(1);
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'allows exactly as many links as the limit, counted from zero',
    fc.property(limit, used, (max, count) => {
      expect(canCreateLinkThisMonth(max, count)).toBe(max === null || count < max);
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'a plan of zero links allows none, whatever was used',
    fc.property(used, (count) => {
      expect(canCreateLinkThisMonth(0, count)).toBe(false);
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'every plan name, known or not, has a non-negative limit or none',
    fc.property(fc.oneof(fc.constantFrom(...PLANS), fc.string(), fc.anything()), (plan) => {
      const { urlsPerMonth } = limitsFor(plan);
      expect(urlsPerMonth === null || (Number.isInteger(urlsPerMonth) && urlsPerMonth >= 0)).toBe(
        true,
      );
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'the quota month starts at midnight UTC on the 1st of the month the instant falls in',
    fc.property(instant, (now) => {
      const start = startOfUtcMonth(now);
      const [at, began] = [new Date(now), new Date(start)];
      expect(began.getUTCFullYear()).toBe(at.getUTCFullYear());
      expect(began.getUTCMonth()).toBe(at.getUTCMonth());
      expect(began.toISOString()).toMatch(/-01T00:00:00\.000Z$/);
      expect(now - start).toBeGreaterThanOrEqual(0);
      expect(now - start).toBeLessThan(31 * DAY);
      expect(startOfUtcMonth(start)).toBe(start);
    }),
    { numRuns: 2000 },
  );
});
