import { type AnalyticsCount, type AnalyticsReport, BREAKDOWN_DIMENSIONS } from '@kurz/shared';
import type { ResolvedRange } from './analytics-range.js';
import { bucketIndex, bucketStarts } from './buckets.js';
import type { ClickSums } from './read-click-sums.js';

const BREAKDOWN_ROWS = 50;

type Base = Pick<AnalyticsReport, 'range' | 'time_zone' | 'link'>;

/** Turns per-hour sums into the viewer's buckets, totals and sorted breakdowns. */
export function buildReport(
  base: Base,
  range: ResolvedRange,
  sums: ClickSums,
  topLinks: AnalyticsReport['top_links'],
): AnalyticsReport {
  const starts = bucketStarts(range, base.time_zone);
  const series = starts.map(({ start, label }) => ({
    start,
    label,
    clicks: 0,
    humans: 0,
    bots: 0,
    visitors: 0,
  }));
  const totals = { clicks: 0, humans: 0, bots: 0, unique_visitors: 0, qr: 0, direct: 0 };
  for (const [hour, hourSums] of sums.hours) {
    if (hour < range.from || hour >= range.to) continue;
    const bucket = series[bucketIndex(starts, hour)];
    if (!bucket) continue;
    bucket.clicks += hourSums.clicks;
    bucket.humans += hourSums.humans;
    bucket.bots += hourSums.clicks - hourSums.humans;
    bucket.visitors += hourSums.visitors;
    totals.clicks += hourSums.clicks;
    totals.humans += hourSums.humans;
    totals.unique_visitors += hourSums.visitors;
    totals.qr += hourSums.qr;
  }
  totals.bots = totals.clicks - totals.humans;
  totals.direct = totals.clicks - totals.qr;
  const breakdowns = Object.fromEntries(
    BREAKDOWN_DIMENSIONS.map((dimension) => [
      dimension,
      sorted(sums.breakdowns.get(dimension) ?? new Map()).slice(0, BREAKDOWN_ROWS),
    ]),
  ) as AnalyticsReport['breakdowns'];
  const sources = [
    { value: 'Direct', clicks: totals.direct },
    { value: 'QR code', clicks: totals.qr },
  ].filter((source) => source.clicks > 0);
  return {
    ...base,
    interval: range.interval,
    from: range.from,
    to: range.to,
    totals,
    series,
    top_links: topLinks,
    breakdowns,
    sources,
  };
}

function sorted(counts: Map<string, number>): AnalyticsCount[] {
  return [...counts]
    .filter(([, clicks]) => clicks > 0)
    .map(([value, clicks]) => ({ value, clicks }))
    .sort((a, b) => b.clicks - a.clicks || a.value.localeCompare(b.value));
}
