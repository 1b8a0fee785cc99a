import type { FoldersQuery, FoldersReply } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { LINKS_QUERY_KEY } from './use-refresh-links';
import { withQuery } from './with-query';
import { teamRef } from './workspace-ref';

/**
 * A workspace's folders with their counts (GET /api/folders; a team's by its id, null for
 * Personal): the list's filter, the editor's choice and the folder manager. Kept under the
 * links' key, so whatever refreshes the links refreshes the counts too.
 */
export function useFolders(organizationId: string | null) {
  return useQuery({
    queryKey: [...LINKS_QUERY_KEY, 'folders', organizationId],
    queryFn: () =>
      api.get<FoldersReply>(
        withQuery('/api/folders', teamRef(organizationId) satisfies FoldersQuery),
      ),
  });
}
