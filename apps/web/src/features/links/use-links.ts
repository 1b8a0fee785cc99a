import type { LinkSort } from '@kurz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LINKS_QUERY_KEY } from '../../lib/use-refresh-links';
import { fetchLinkPage } from './links-api';

/**
 * A workspace's links page by page ('Load more' asks for the next cursor); `tag` '' for
 * any. The workspace is in the key: switching it reads the other workspace's list.
 */
export function useLinks(organizationId: string | null, search: string, sort: LinkSort, tag = '') {
  return useInfiniteQuery({
    queryKey: [...LINKS_QUERY_KEY, organizationId, { search, sort, tag }],
    queryFn: ({ pageParam }) =>
      fetchLinkPage({ organizationId, search, tag, sort, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: (previous) => previous,
  });
}
