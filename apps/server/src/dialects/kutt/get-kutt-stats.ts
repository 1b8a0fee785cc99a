import { AnalyticsQuery } from '@kurz/shared';
import { getAnalytics } from '../../analytics/get-analytics.js';
import { getLink } from '../../links/get-link.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { type KuttPeriod, toKuttPeriod } from './kutt-stats.js';
import { type KuttLink, toKuttLink } from './kutt-view.js';

export type KuttStats = KuttLink & {
  lastDay: KuttPeriod;
  lastWeek: KuttPeriod;
  lastMonth: KuttPeriod;
  lastYear: KuttPeriod;
  allTime: KuttPeriod;
  updatedAt: string;
};

/**
 * A link's stats in Kutt's shape, read from Kurz's analytics in UTC: the last 24 hours
 * hourly, 7 and 30 days daily, 12 months monthly (today's Kutt), and all time monthly
 * (Kutt 2's `allTime`). Every count is Kurz's click count, bots included.
 */
export async function getKuttStats({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<KuttStats> {
  const link = await getLink({ ctx, input });
  const now = ctx.clock.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const yearStart = new Date(now);
  yearStart.setUTCDate(1);
  yearStart.setUTCMonth(yearStart.getUTCMonth() - 11);
  const period = async (query: Partial<AnalyticsQuery>) =>
    toKuttPeriod(
      await getAnalytics({
        ctx,
        input: { query: AnalyticsQuery.parse({ ...query, link_id: link.id, time_zone: 'UTC' }) },
      }),
    );
  const [lastDay, lastWeek, lastMonth, lastYear, allTime] = await Promise.all([
    period({ range: '24h' }),
    period({ range: '7d' }),
    period({ range: '30d' }),
    period({
      range: 'custom',
      from: yearStart.toISOString().slice(0, 10),
      to: today,
      interval: 'month',
    }),
    period({ range: 'all', interval: 'month' }),
  ]);
  return {
    ...toKuttLink(link),
    lastDay,
    lastWeek,
    lastMonth,
    lastYear,
    allTime,
    updatedAt: new Date(now).toISOString(),
  };
}
