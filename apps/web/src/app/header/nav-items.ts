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

/** The dashboard follows the workspace (spec 000 §4): a team's is the team dashboard. */
export function navItemsFor(auth: AuthState): readonly NavItem[] {
  const team = auth.currentTeam;
  const items = team
    ? ALWAYS.map((item) =>
        item.label === 'Dashboard'
          ? { ...item, to: `/teams/${encodeURIComponent(team.id)}` }
          : item,
      )
    : ALWAYS;
  return canSeeTeams(auth) ? [...items, { to: '/teams', label: 'Teams' }] : items;
}
