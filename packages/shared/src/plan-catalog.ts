import { PLAN_LIMITS } from './plan-limits.js';
import type { Plan } from './plans.js';

/**
 * What each plan is sold as (spec 001 §9). The server seeds `subscription_plans` from this
 * table and the pricing page shows it, so a price or a feature line is changed here only.
 * Money is integer cents; enterprise is priced per customer (`null`: 'Custom').
 */
export interface PlanOffer {
  id: Plan;
  name: string;
  description: string;
  priceMonthly: number | null;
  priceYearly: number | null;
  /** Lines shown on the plan's card, in order. */
  features: readonly string[];
  /** Machine-readable flags and limits, stored as the plan's features map. */
  flags: Readonly<Record<string, boolean | number | null>>;
}

const flagsOf = (plan: Plan, extra: Record<string, boolean>) => ({
  urls_per_month: PLAN_LIMITS[plan].urlsPerMonth,
  custom_domains: PLAN_LIMITS[plan].customDomains,
  api_calls_per_month: PLAN_LIMITS[plan].apiCallsPerMonth,
  ...extra,
});

export const PLAN_CATALOG: readonly PlanOffer[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'For trying Kurz and personal links.',
    priceMonthly: 0,
    priceYearly: 0,
    features: ['100 URLs per month', 'Basic analytics', 'Kurz subdomain links'],
    flags: flagsOf('free', { analytics: false, qr_codes: false, api_access: false }),
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'For creators who want their own brand on links.',
    priceMonthly: 999,
    priceYearly: 9990,
    features: ['1 custom domain', '500 URLs per month', 'Advanced analytics', 'Basic support'],
    flags: flagsOf('premium', { analytics: true, qr_codes: false, api_access: false }),
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For growing businesses and developers.',
    priceMonthly: 2999,
    priceYearly: 29990,
    features: [
      '10 custom domains',
      'QR codes',
      'API access',
      '3000 URLs per month',
      'Priority support',
    ],
    flags: flagsOf('pro', { analytics: true, qr_codes: true, api_access: true }),
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For teams and organisations with custom needs.',
    priceMonthly: null,
    priceYearly: null,
    features: [
      'Custom domains and URLs',
      'Team management',
      'Custom branding',
      'Integrations',
      'Expedited support',
    ],
    flags: flagsOf('enterprise', {
      analytics: true,
      qr_codes: true,
      api_access: true,
      teams: true,
    }),
  },
];

/** A plan's name as people read it ('Pro', not 'pro'): in mails, toasts and badges. */
export function planName(plan: Plan): string {
  return PLAN_CATALOG.find((offer) => offer.id === plan)?.name ?? plan;
}

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The yearly toggle's badge (spec 001 §9). */
export const YEARLY_SAVINGS_BADGE = 'Save up to 17%';

/**
 * Spec 001 §5: round((monthly*12 - yearly) / (monthly*12) * 100); a missing yearly price
 * means monthly*12 (no saving). Works in any unit, as long as both prices share it.
 */
export function savingsPercent(monthly: number, yearly?: number | null): number {
  const fullYear = monthly * 12;
  if (!(fullYear > 0)) return 0;
  const paid = yearly ?? fullYear;
  return Math.round(((fullYear - paid) / fullYear) * 100);
}
