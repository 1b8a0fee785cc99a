import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useAuth } from '../auth-context';
import { type Workspace, type WorkspaceTeam, workspaceOf } from './workspace';

const RouteTeam = createContext<WorkspaceTeam | null>(null);

/**
 * Puts `children` in `team`'s workspace whatever the switcher says: the team routes
 * (/teams/{id}/…) render the shared screens this way.
 */
export function WorkspaceScope({ team, children }: { team: WorkspaceTeam; children: ReactNode }) {
  return <RouteTeam value={team}>{children}</RouteTeam>;
}

/** The workspace this screen acts in: the route's team, else the one chosen in the switcher. */
export function useWorkspace(): Workspace {
  const routeTeam = useContext(RouteTeam);
  const { user, profile, currentTeam } = useAuth();
  const userId = user?.id;
  const userPlan = profile?.subscription_plan;
  return useMemo(
    () => workspaceOf({ routeTeam, selectedTeam: currentTeam, userId, userPlan }),
    [routeTeam, currentTeam, userId, userPlan],
  );
}
