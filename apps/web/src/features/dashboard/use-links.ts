import type { LinkSort } from '@kurz/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLink, deleteLinks, editLink, fetchLinkPage, type LinkChanges } from './links-api';

const LINKS_KEY = ['links'] as const;

/** The user's links page by page ('Load more' asks for the next cursor). */
export function useLinks(search: string, sort: LinkSort) {
  return useInfiniteQuery({
    queryKey: [...LINKS_KEY, { search, sort }],
    queryFn: ({ pageParam }) => fetchLinkPage({ search, sort, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: (previous) => previous,
  });
}

/** Edits and deletions refetch every cached list, whatever its search or sort. */
export function useLinkMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LINKS_KEY });
  return {
    edit: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: LinkChanges }) => editLink(id, changes),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (ids: string[]) =>
        ids.length === 1 ? deleteLink(ids[0] ?? '') : deleteLinks(ids),
      onSettled,
    }),
  };
}
