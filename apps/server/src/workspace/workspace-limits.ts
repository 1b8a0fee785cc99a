import {
  API_CALLS_PER_MINUTE,
  isPremiumOrHigher,
  isProOrHigher,
  limitsFor,
  normalizePlan,
} from '@kurz/shared';
import type { Workspace } from './workspace.js';

/** What a workspace's plan (a person's, or a team's with its own limits) lets it have. */
export interface WorkspaceLimits {
  /** How many custom domains: the plan's (spec 001 §6), or a team's `max_domains`; null is unlimited. */
  customDomains: number | null;
  /** Creating API keys: pro or higher (a team's plan for a team). */
  hasApiKeys: boolean;
  /** Creating and changing webhooks: pro or higher for a person; a team always. */
  hasWebhooks: boolean;
  /** Analytics reports: premium or higher. */
  hasAnalytics: boolean;
  /** QR codes: pro or higher. */
  hasQr: boolean;
  /** API calls a month (null is unlimited) and a minute. */
  apiCalls: ApiCallLimits;
}

export interface ApiCallLimits {
  perMonth: number | null;
  perMinute: number;
}

export function limitsOf(workspace: Workspace): WorkspaceLimits {
  const isTeam = workspace.kind === 'team';
  return {
    customDomains: isTeam
      ? Number(workspace.org.max_domains)
      : limitsFor(workspace.plan).customDomains,
    hasApiKeys: isProOrHigher(workspace.plan),
    hasWebhooks: isTeam || isProOrHigher(workspace.plan),
    hasAnalytics: isPremiumOrHigher(workspace.plan),
    hasQr: isProOrHigher(workspace.plan),
    apiCalls: apiCallLimits(workspace.plan),
  };
}

/** A plan's API call limits; the API's meter knows only the key's plan when it counts. */
export function apiCallLimits(plan: string | undefined): ApiCallLimits {
  const level = normalizePlan(plan);
  return {
    perMonth: limitsFor(level).apiCallsPerMonth,
    perMinute: level === 'enterprise' ? API_CALLS_PER_MINUTE.enterprise : API_CALLS_PER_MINUTE.pro,
  };
}
