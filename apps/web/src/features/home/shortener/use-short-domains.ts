import type { ShortDomainsReply } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The configured short-link hosts (GET /api/short-domains). Until they arrive, or if the
 * call fails, the page's own host stands in: it is the default when none are configured.
 */
export function useShortDomains(): {
  defaultDomain: string;
  /** Our hosts, the page's own included: no destination may point at them. */
  domains: readonly string[];
  /** The configured short domains a link may go on, the default first. */
  choices: readonly string[];
  /** The server fetches page titles (DESTINATION_PROBE=on): only then may the web ask. */
  fetchesTitles: boolean;
  /** Short domains whose new links forward no query string unless told to. */
  noQueryForwarding: readonly string[];
} {
  const { data } = useQuery({
    queryKey: ['short-domains'],
    queryFn: () => api.get<ShortDomainsReply>('/api/short-domains'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const here = window.location.host;
  return {
    defaultDomain: data?.default_domain || here,
    domains: [...(data?.domains ?? []), here],
    choices: data?.domains ?? [],
    fetchesTitles: data?.fetches_titles ?? false,
    noQueryForwarding: data?.no_query_forwarding ?? [],
  };
}
