import type { TagsQuery, TagsReply, TagView } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { LINKS_QUERY_KEY } from './use-refresh-links';
import { withQuery } from './with-query';

/**
 * A workspace's tags with their link counts (GET /api/tags; a team's with `orgId`): the dashboard's
 * filter and the tag inputs' suggestions. Kept under the links' key, so whatever refreshes
 * the links (a link created, edited or deleted) refreshes the tags too.
 */
export function useTags(orgId?: string): { tags: readonly TagView[]; isError: boolean } {
  const { data, isError } = useQuery({
    queryKey: [...LINKS_QUERY_KEY, 'tags', orgId ?? null],
    queryFn: () =>
      api.get<TagsReply>(withQuery('/api/tags', { organization_id: orgId } satisfies TagsQuery)),
  });
  return { tags: data?.tags ?? [], isError };
}
