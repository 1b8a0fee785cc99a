import type { LinkSort } from '@kurz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LINKS_QUERY_KEY } from '../../lib/use-refresh-links';
import { fetchLinkPage } from './links-api';

/** The user's links page by page ('Load more' asks for the next cursor); `tag` '' for any. */
export function useLinks(search: string, sort: LinkSort, tag = '') {
  return useInfiniteQuery({
    queryKey: [...LINKS_QUERY_KEY, { search, sort, tag }],
    queryFn: ({ pageParam }) => fetchLinkPage({ search, tag, sort, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: (previous) => previous,
  });
}
