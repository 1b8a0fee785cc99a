/** Plans and their levels (spec 000 §1, spec 001 §4). Unknown or missing counts as free. */
export const PLANS = ['free', 'premium', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Each plan as people read it, in every message that names one. */
export const PLAN_NAMES: Record<Plan, string> = {
  free: 'Free',
  premium: 'Premium',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

const LEVELS: Record<Plan, number> = { free: 0, premium: 1, pro: 2, enterprise: 3 };

export function normalizePlan(value: unknown): Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value)
    ? (value as Plan)
    : 'free';
}

export function planLevel(plan: unknown): number {
  return LEVELS[normalizePlan(plan)];
}

export const isPremiumOrHigher = (plan: unknown): boolean => planLevel(plan) >= LEVELS.premium;
export const isProOrHigher = (plan: unknown): boolean => planLevel(plan) >= LEVELS.pro;
export const isEnterprise = (plan: unknown): boolean => planLevel(plan) === LEVELS.enterprise;
