import { destinationProblem, type LinkTitleBody, type LinkTitleReply } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useShortDomains } from './use-short-domains';

/**
 * The destination's page title (POST /api/links/title) once the URL has stopped changing,
 * when the server fetches titles and the URL could be a destination; null until then or
 * when the page has none. Never asked while `isWanted` is false (the person typed one).
 */
export function usePageTitle(url: string, isWanted: boolean) {
  const { fetchesTitles, domains } = useShortDomains();
  const settled = useDebouncedValue(url.trim(), 600);
  const canAsk =
    fetchesTitles && isWanted && settled !== '' && destinationProblem(settled, domains) === null;
  const query = useQuery({
    queryKey: ['page-title', settled],
    queryFn: () =>
      api.post<LinkTitleReply>('/api/links/title', { url: settled } satisfies LinkTitleBody),
    enabled: canAsk,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return {
    title: canAsk ? (query.data?.title ?? null) : null,
    isFetching: canAsk && query.isFetching,
  };
}
