import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every cached list of the user's links (any search, sort or page) sits under this key. */
export const LINKS_QUERY_KEY = ['links'] as const;

/** Refetches every list of links: after a link is created, changed or deleted anywhere. */
export function useRefreshLinks(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: LINKS_QUERY_KEY }),
    [queryClient],
  );
}
