import { useCallback, useRef, useState } from 'react';
import type { AuthTeam } from '../../app/auth-context';
import { fetchTeams } from '../teams/teams-api';
import { clearStoredWorkspace, restoreWorkspace, storeWorkspace } from './workspace-storage';

export interface TeamsState {
  teams: readonly AuthTeam[];
  currentTeam: AuthTeam | null;
}

const NO_TEAMS: TeamsState = { teams: [], currentTeam: null };

/**
 * The user's active teams (GET /api/organizations) and the selected workspace. A reload
 * restores the persisted team once the list arrives, and drops it if it is gone.
 */
export function useTeams() {
  const [state, setState] = useState<TeamsState>(NO_TEAMS);
  /** Bumped on reset, so a list that arrives after sign-out is not shown. */
  const generation = useRef(0);

  const refreshTeams = useCallback(async () => {
    const asked = generation.current;
    const reply = await fetchTeams();
    if (asked !== generation.current) return;
    const teams = reply.organizations.map((team) => ({
      id: team.id,
      name: team.name,
      role: team.membership.role,
      membershipId: team.membership.id,
      plan: team.subscription_plan,
    }));
    setState({ teams, currentTeam: restoreWorkspace(teams) });
  }, []);

  const switchWorkspace = useCallback((teamId: string | null) => {
    setState((current) => {
      const team = current.teams.find((candidate) => candidate.id === teamId) ?? null;
      if (team) storeWorkspace(team);
      else clearStoredWorkspace();
      return { ...current, currentTeam: team };
    });
  }, []);

  const resetTeams = useCallback(() => {
    generation.current += 1;
    setState(NO_TEAMS);
  }, []);

  return { ...state, refreshTeams, switchWorkspace, resetTeams };
}
