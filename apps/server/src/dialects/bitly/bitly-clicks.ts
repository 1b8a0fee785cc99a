import { AnalyticsQuery } from '@kurz/shared';
import { getAnalytics } from '../../analytics/get-analytics.js';
import { Invalid } from '../../errors.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import type { BitlyClicksQuery } from './bitly-schemas.js';
import { bitlyTime } from './bitly-view.js';
import { findBitlink } from './find-bitlink.js';

const DAYS_BY_UNIT: Record<string, number> = { day: 1, week: 7, month: 30 };

/**
 * Bitly's clicks summary: all-time clicks for `units=-1` (the default); else the clicks of
 * the last `units` days, weeks (7 days) or months (30 days) up to `unit_reference`, read
 * from Kurz's daily analytics in UTC. Minutes and hours count only with `units=-1`.
 */
export async function bitlyClicksSummary({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { bitlink: string; query: BitlyClicksQuery };
}) {
  const { unit, units, unit_reference } = input.query;
  const reference = unit_reference
    ? Date.parse(unit_reference.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'))
    : ctx.clock.now();
  if (Number.isNaN(reference)) throw new Invalid('unit_reference must be an ISO 8601 time');
  const link = await findBitlink(ctx, input.bitlink);
  const answer = (total: number) => ({
    unit_reference: bitlyTime(new Date(reference).toISOString()),
    total_clicks: total,
    units,
    unit,
  });
  if (units === -1) {
    const report = await getAnalytics({
      ctx,
      input: { query: AnalyticsQuery.parse({ range: 'all', link_id: link.id, time_zone: 'UTC' }) },
    });
    return answer(report.totals.clicks);
  }
  const days = DAYS_BY_UNIT[unit];
  if (days === undefined)
    throw new Invalid('Kurz counts minutes and hours only with units=-1 (all time)');
  const to = new Date(reference).toISOString().slice(0, 10);
  const from = new Date(reference - (units * days - 1) * 86_400_000).toISOString().slice(0, 10);
  const report = await getAnalytics({
    ctx,
    input: {
      query: AnalyticsQuery.parse({
        range: 'custom',
        from,
        to,
        link_id: link.id,
        time_zone: 'UTC',
      }),
    },
  });
  return answer(units === 0 ? 0 : report.totals.clicks);
}
