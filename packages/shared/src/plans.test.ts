import { describe, expect, it } from 'vitest';
import {
  isEnterprise,
  isPremiumOrHigher,
  isProOrHigher,
  normalizePlan,
  planLevel,
} from './plans.js';

describe('plans', () => {
  it.each([
    ['free', 0, false, false, false],
    ['premium', 1, true, false, false],
    ['pro', 2, true, true, false],
    ['enterprise', 3, true, true, true],
    ['unknown', 0, false, false, false],
    [null, 0, false, false, false],
    ['PRO', 0, false, false, false],
  ])('%s → level %i', (plan, level, premium, pro, enterprise) => {
    expect(planLevel(plan)).toBe(level);
    expect(isPremiumOrHigher(plan)).toBe(premium);
    expect(isProOrHigher(plan)).toBe(pro);
    expect(isEnterprise(plan)).toBe(enterprise);
  });

  it('counts unknown values as free', () => {
    expect(normalizePlan('gold')).toBe('free');
    expect(normalizePlan(undefined)).toBe('free');
  });
});
