import { isPremiumOrHigher, normalizePlan, type Plan } from '@kurz/shared';
import type { BillingConfig } from '../config.js';

/**
 * Which plan a subscription pays for: its price id looked up in our configured prices,
 * else the plan our server wrote into its metadata when it created the checkout. Null
 * when neither names a paid plan (then the plan is left as it is).
 */
export function planFromStripe(
  config: BillingConfig,
  priceId: string | null | undefined,
  metadataPlan: string | undefined,
): Plan | null {
  for (const plan of ['premium', 'pro'] as const) {
    const prices = config.prices[plan];
    if (priceId && (prices.monthly === priceId || prices.yearly === priceId)) return plan;
  }
  const named = normalizePlan(metadataPlan);
  return isPremiumOrHigher(named) ? named : null;
}

/** Statuses under which a subscription still grants its plan. */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which the user is back on free. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

export const isEntitled = (status: string) => ENTITLED.has(status);
export const hasEnded = (status: string) => ENDED.has(status);
