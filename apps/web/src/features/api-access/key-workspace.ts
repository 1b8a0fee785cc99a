import { canTeam } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';

/**
 * Whose keys the API screens show: the selected team's (its admins and the owner manage
 * them; a team key acts in the team) or, in the personal workspace, the user's own.
 */
export function useKeyWorkspace() {
  const { currentTeam } = useAuth();
  return {
    orgId: currentTeam?.id ?? null,
    teamName: currentTeam?.name ?? null,
    canManage: currentTeam === null || canTeam(currentTeam.role, 'settings', 'update'),
  };
}
