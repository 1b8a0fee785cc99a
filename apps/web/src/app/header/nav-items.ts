import { isEnterprise } from '@kurz/shared';
import type { AuthState } from '../auth-context';

export interface NavItem {
  to: string;
  label: string;
}

const ALWAYS: readonly NavItem[] = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/user/dashboard', label: 'Dashboard' },
  { to: '/user/analytics', label: 'Analytics' },
  { to: '/user/api-access', label: 'API' },
];

/** Teams is offered only to enterprise or admin users who belong to a team (spec 000 §2). */
export function canSeeTeams({ profile, teams }: AuthState): boolean {
  if (!profile || teams.length === 0) return false;
  return profile.is_admin || isEnterprise(profile.subscription_plan);
}

export function navItemsFor(auth: AuthState): readonly NavItem[] {
  return canSeeTeams(auth) ? [...ALWAYS, { to: '/teams', label: 'Teams' }] : ALWAYS;
}
