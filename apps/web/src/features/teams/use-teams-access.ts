import { isEnterprise } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';

export type TeamsAccess = 'loading' | 'signed-out' | 'open' | 'gated';

/**
 * Who may see the team screens (spec 001 §2): Enterprise users and admins; anyone else
 * sees 'Requires Enterprise subscription', unless they are a member of a team (invited),
 * which they still see and use. Decided once the profile and the teams have loaded.
 */
export function useTeamsAccess(): TeamsAccess {
  const { user, profile, teams, isLoading, isProfileLoading } = useAuth();
  if (isLoading) return 'loading';
  if (!user) return 'signed-out';
  if (isProfileLoading) return 'loading';
  if (canCreateTeams(profile)) return 'open';
  return teams.length > 0 ? 'open' : 'gated';
}

/** Creating a team takes Enterprise, or an admin (spec 000 §6). */
export function canCreateTeams(
  profile: { is_admin?: boolean; subscription_plan?: string } | null,
): boolean {
  return profile?.is_admin === true || isEnterprise(profile?.subscription_plan);
}
