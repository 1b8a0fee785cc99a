import { type LimitsReply, limitsFor } from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';

/** Spec 001 §8: what a failed lookup falls back to. */
export const LIMIT_FALLBACK: LimitsReply = {
  urls_per_month: 100,
  custom_domains: 0,
  api_calls_per_month: 0,
};

/** The spec's get_user_subscription_limits(user_uuid): the limits of the user's plan. */
export async function getUserSubscriptionLimits({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string };
}): Promise<LimitsReply> {
  try {
    const profile = await findProfile(ctx.db, input.userId);
    const limits = limitsFor(profile?.subscription_plan);
    return {
      urls_per_month: limits.urlsPerMonth,
      custom_domains: limits.customDomains,
      api_calls_per_month: limits.apiCallsPerMonth,
    };
  } catch (error) {
    ctx.log.warn({ err: error, userId: input.userId }, 'plan lookup failed; using fallback limits');
    return LIMIT_FALLBACK;
  }
}
