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

/** Links a user may still create this month: null when the plan has no limit, never below 0. */
export function linksLeftThisMonth(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/** The monthly quota's verdict: `used` links already created, so one more only below the limit. */
export function canCreateLinkThisMonth(limit: number | null, used: number): boolean {
  const left = linksLeftThisMonth(limit, used);
  return left === null || left > 0;
}

/** The first instant of the UTC month `now` falls in: the monthly quota counts from there. */
export function startOfUtcMonth(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}
