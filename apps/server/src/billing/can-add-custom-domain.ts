import type { Ctx } from '../context.js';
import { getUserSubscriptionLimits } from './get-user-subscription-limits.js';

/**
 * The spec's can_add_custom_domain(user_uuid): true while the user's domains are below
 * their plan's limit. The domains feature counts its own rows and passes the count in;
 * any failure answers false (spec 001 §8).
 */
export async function canAddCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; countDomains: () => Promise<number> };
}): Promise<boolean> {
  try {
    const { custom_domains: limit } = await getUserSubscriptionLimits({
      ctx,
      input: { userId: input.userId },
    });
    if (limit === 0) return false;
    return limit === null || (await input.countDomains()) < limit;
  } catch (error) {
    ctx.log.warn({ err: error, userId: input.userId }, 'custom domain check failed; answering no');
    return false;
  }
}
