import { normalizePlan, type Plan } from './plans.js';

/** Per-plan limits (spec 001 §9); null means unlimited. */
export interface PlanLimits {
  urlsPerMonth: number | null;
  customDomains: number | null;
  apiCallsPerMonth: number | null;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: { urlsPerMonth: 100, customDomains: 0, apiCallsPerMonth: 0 },
  premium: { urlsPerMonth: 500, customDomains: 1, apiCallsPerMonth: 0 },
  pro: { urlsPerMonth: 3000, customDomains: 10, apiCallsPerMonth: 10_000 },
  enterprise: { urlsPerMonth: null, customDomains: null, apiCallsPerMonth: null },
};

export function limitsFor(plan: unknown): PlanLimits {
  return PLAN_LIMITS[normalizePlan(plan)];
}
