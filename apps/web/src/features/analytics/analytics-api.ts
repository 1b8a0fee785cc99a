import { ANALYTICS_MESSAGES, type AnalyticsQuery, type AnalyticsReply } from '@kurz/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** The spec's call; /api/analytics answers the same when the "real" flag is off. */
export const ANALYTICS_PATH = '/api/analytics-real';

/**
 * 401 and 403 read as the spec's texts; anything else as 'Failed to load analytics…'. In a
 * team a 403 is the role's, not the plan's: the server says which.
 */
export function analyticsErrorMessage(error: unknown, inTeam = false): string {
  if (error instanceof ApiError && error.status === 401) return ANALYTICS_MESSAGES.signIn;
  if (error instanceof ApiError && error.status === 403)
    return inTeam && error.message ? error.message : ANALYTICS_MESSAGES.upgrade;
  return ANALYTICS_MESSAGES.failed;
}

/** Signed in by the session cookie; the spec's bearer token stays out of script's reach. */
export async function fetchAnalytics(query: AnalyticsQuery, signal?: AbortSignal) {
  const reply = await api.post<AnalyticsReply>(
    ANALYTICS_PATH,
    { ...query, format: 'json' },
    { signal },
  );
  return reply.data;
}

/** Downloads the current view as CSV through a temporary link. */
export async function downloadAnalyticsCsv(query: AnalyticsQuery): Promise<void> {
  const response = await fetch(ANALYTICS_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...query, format: 'csv' }),
  });
  if (!response.ok) throw new ApiError(ANALYTICS_MESSAGES.failed, response.status);
  const name =
    response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    'kurz-analytics.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
