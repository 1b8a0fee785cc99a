import type { AnalyticsQuery } from '@kurz/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAnalytics } from './analytics-api';

/** Live mode polls this often: new clicks show within 5 s (the server reads unrolled clicks). */
export const LIVE_INTERVAL_MS = 3000;

export function useAnalytics(query: AnalyticsQuery, isLive: boolean) {
  return useQuery({
    queryKey: ['analytics', query],
    queryFn: ({ signal }) => fetchAnalytics(query, signal),
    placeholderData: keepPreviousData,
    // A failed answer (signed out, not premium) stops the polling until the user acts.
    refetchInterval: (current) =>
      isLive && current.state.status !== 'error' ? LIVE_INTERVAL_MS : false,
    retry: false,
  });
}
