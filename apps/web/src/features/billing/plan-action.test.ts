import type { Plan } from '@kurz/shared';
import { describe, expect, it } from 'vitest';
import { planAction } from './plan-action';

describe('planAction', () => {
  it.each<[string, Plan, Plan | null, string, string]>([
    ['signed out, Free', 'free', null, 'signup', 'Get Started for Free'],
    ['signed out, Pro', 'pro', null, 'signup', 'Upgrade to Pro'],
    ['signed out, Enterprise', 'enterprise', null, 'inquiry', 'Contact Sales'],
    ['the current plan', 'premium', 'premium', 'current', 'Current Plan'],
    ['a higher plan', 'pro', 'free', 'checkout', 'Upgrade to Pro'],
    ['a lower plan', 'premium', 'pro', 'portal', 'Downgrade to Premium'],
    ['Free for a paying user', 'free', 'premium', 'portal', 'Downgrade to Free'],
    ['Enterprise for a Pro user', 'enterprise', 'pro', 'inquiry', 'Contact Sales'],
    ['Enterprise for an Enterprise user', 'enterprise', 'enterprise', 'current', 'Current Plan'],
  ])('%s', (_name, card, current, kind, label) => {
    expect(planAction(card, current)).toEqual({ kind, label });
  });
});
