import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every cached list of links (any workspace, search, sort or page) sits under this key. */
export const LINKS_QUERY_KEY = ['links'] as const;

/**
 * Refetches every list of links after a link is created, changed or deleted anywhere, and
 * the team reads (`['team']`, features/teams), whose screens show a team's link count.
 */
export function useRefreshLinks(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: LINKS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['team'] }),
    ]);
  }, [queryClient]);
}
