import { ANALYTICS_RANGES, type AnalyticsQuery, type AnalyticsRange } from '@kurz/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { teamRef } from '../../lib/workspace-ref';

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  all: 'All time',
  custom: 'Custom',
};

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const isRange = (value: string | null): value is AnalyticsRange =>
  (ANALYTICS_RANGES as readonly (string | null)[]).includes(value);

/**
 * The view lives in the URL (?range=7d&link=…), so it can be shared and reloaded; the
 * workspace is the current one, and part of the query (and so of its cache key).
 */
export function useAnalyticsViewState() {
  const [params, setParams] = useSearchParams();
  const { organizationId } = useWorkspace();
  const rangeParam = params.get('range');
  const range: AnalyticsRange = isRange(rangeParam) ? rangeParam : '7d';
  const linkId = params.get('link') ?? undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const query = useMemo<AnalyticsQuery>(
    () => ({
      range,
      time_zone: viewerTimeZone(),
      ...(range === 'custom' && from && to ? { from, to } : {}),
      ...(linkId ? { link_id: linkId } : {}),
      ...teamRef(organizationId),
    }),
    [range, from, to, linkId, organizationId],
  );
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  const isCustomIncomplete = range === 'custom' && !(from && to);
  return { query, range, from, to, linkId, update, isCustomIncomplete };
}
