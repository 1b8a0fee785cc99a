import type { TagsQuery, TagsReply, TagView } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { LINKS_QUERY_KEY } from './use-refresh-links';
import { withQuery } from './with-query';
import { teamRef } from './workspace-ref';

/**
 * A workspace's tags with their link counts (GET /api/tags; a team's by its id, null for
 * Personal): the list's filter and the tag inputs' suggestions. Kept under the links' key,
 * so whatever refreshes the links (a link created, edited or deleted) refreshes the tags too.
 */
export function useTags(organizationId: string | null): {
  tags: readonly TagView[];
  isError: boolean;
} {
  const { data, isError } = useQuery({
    queryKey: [...LINKS_QUERY_KEY, 'tags', organizationId],
    queryFn: () =>
      api.get<TagsReply>(withQuery('/api/tags', teamRef(organizationId) satisfies TagsQuery)),
  });
  return { tags: data?.tags ?? [], isError };
}
