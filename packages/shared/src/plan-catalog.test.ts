import { describe, expect, it } from 'vitest';
import { PLAN_CATALOG, savingsPercent } from './plan-catalog.js';
import { PLANS } from './plans.js';

describe('savingsPercent', () => {
  it.each([
    { name: 'ten months for a year', monthly: 100, yearly: 1000, expected: 17 },
    { name: 'no yearly price means no saving', monthly: 100, yearly: undefined, expected: 0 },
    { name: 'a full year price', monthly: 50, yearly: 600, expected: 0 },
    { name: 'half price', monthly: 10, yearly: 60, expected: 50 },
    { name: 'a zero monthly price', monthly: 0, yearly: 0, expected: 0 },
  ])('$name', ({ monthly, yearly, expected }) => {
    expect(savingsPercent(monthly, yearly)).toBe(expected);
  });
});

describe('the plan catalogue', () => {
  it('offers every plan once, cheapest first', () => {
    expect(PLAN_CATALOG.map((offer) => offer.id)).toEqual([...PLANS]);
  });

  it('saves at most 17% on yearly billing, as the toggle promises', () => {
    const savings = PLAN_CATALOG.filter((offer) => offer.priceMonthly).map((offer) =>
      savingsPercent(offer.priceMonthly ?? 0, offer.priceYearly),
    );
    expect(Math.max(...savings)).toBe(17);
  });
});
