import { useWorkspace } from '../../app/workspace/use-workspace';

/**
 * Whose keys the API screens show: the current workspace's (a team's act in the team, and
 * its admins and the owner manage them; the same role as its settings) or the user's own.
 */
export function useKeyWorkspace() {
  const { organizationId, team, can } = useWorkspace();
  return {
    organizationId,
    teamName: team?.name ?? null,
    canManage: can('settings', 'update'),
  };
}
