import type { LinkSort } from '@kurz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LINKS_QUERY_KEY } from '../../lib/use-refresh-links';
import { fetchLinkPage } from './links-api';

/** Which links the list shows: `tag` and `folderId` '' for any; the archived or the others. */
export interface LinkPlace {
  tag?: string;
  folderId?: string;
  isArchived?: boolean;
}

/**
 * A workspace's links page by page ('Load more' asks for the next cursor). The workspace
 * is in the key: switching it reads the other workspace's list.
 */
export function useLinks(
  organizationId: string | null,
  search: string,
  sort: LinkSort,
  { tag = '', folderId = '', isArchived = false }: LinkPlace = {},
) {
  return useInfiniteQuery({
    queryKey: [...LINKS_QUERY_KEY, organizationId, { search, sort, tag, folderId, isArchived }],
    queryFn: ({ pageParam }) =>
      fetchLinkPage({
        organizationId,
        search,
        tag,
        folderId,
        isArchived,
        sort,
        cursor: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: (previous) => previous,
  });
}
