import type { Plan } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { seedUser, verbCtx } from '../../test/seed.js';
import type { Ctx } from '../context.js';
import { canAddCustomDomain } from './can-add-custom-domain.js';
import { getUserSubscriptionLimits, LIMIT_FALLBACK } from './get-user-subscription-limits.js';

describe.each(testEngines)('plan limits on $name', (engine) => {
  let db: TestDatabase;
  let ctx: Ctx;
  beforeEach(async () => {
    db = await engine.open();
    ctx = verbCtx(db, Date.now());
  });
  afterEach(() => db.dispose());

  async function userOn(plan: Plan): Promise<string> {
    const id = `user-${plan}`;
    await seedUser(db, id, plan);
    return id;
  }

  it.each<[Plan, number | null, number | null, number | null]>([
    ['free', 100, 0, 0],
    ['premium', 500, 1, 0],
    ['pro', 3000, 10, 10_000],
    ['enterprise', null, null, null],
  ])('answers the limits of %s', async (plan, urls, domains, apiCalls) => {
    const userId = await userOn(plan);
    expect(await getUserSubscriptionLimits({ ctx, input: { userId } })).toEqual({
      urls_per_month: urls,
      custom_domains: domains,
      api_calls_per_month: apiCalls,
    });
  });

  it('counts an unknown user as free', async () => {
    const limits = await getUserSubscriptionLimits({ ctx, input: { userId: 'nobody' } });
    expect(limits.urls_per_month).toBe(100);
  });

  it('falls back to 100 / 0 / 0 when the plan cannot be read', async () => {
    const userId = await userOn('pro');
    await db.kysely.destroy();
    expect(await getUserSubscriptionLimits({ ctx, input: { userId } })).toEqual(LIMIT_FALLBACK);
  });

  it.each<[string, Plan, number, boolean]>([
    ['free never', 'free', 0, false],
    ['premium below its one domain', 'premium', 0, true],
    ['premium at its one domain', 'premium', 1, false],
    ['pro below ten', 'pro', 9, true],
    ['enterprise always', 'enterprise', 500, true],
  ])('can add a custom domain: %s', async (_name, plan, count, expected) => {
    const userId = await userOn(plan);
    const answer = await canAddCustomDomain({
      ctx,
      input: { userId, countDomains: async () => count },
    });
    expect(answer).toBe(expected);
  });

  it('answers no when counting fails', async () => {
    const userId = await userOn('pro');
    const answer = await canAddCustomDomain({
      ctx,
      input: {
        userId,
        countDomains: () => Promise.reject(new Error('domains table unreachable')),
      },
    });
    expect(answer).toBe(false);
  });
});
