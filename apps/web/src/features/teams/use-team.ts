import type { OrganizationView } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchTeam } from './teams-api';

/** Every cached read of team data (a team, its members, links, invitations, log) is under this. */
export const TEAM_QUERY_KEY = ['team'] as const;

export function useTeam(teamId: string, isEnabled = true) {
  return useQuery<OrganizationView>({
    queryKey: [...TEAM_QUERY_KEY, teamId],
    queryFn: () => fetchTeam(teamId),
    enabled: isEnabled,
    retry: false,
  });
}

/** Refetches every cached team read: after anything in a team changed. */
export function useRefreshTeam(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
    [queryClient],
  );
}
