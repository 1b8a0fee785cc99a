import type { AnalyticsCount, AnalyticsReport } from '@kurz/shared';

/** One of Kutt's stat rows: `{ name, value }`, most first. */
export interface KuttStat {
  name: string;
  value: number;
}

/** One period of Kutt's link stats: breakdowns, a view count per bucket (oldest first), the sum. */
export interface KuttPeriod {
  stats: { browser: KuttStat[]; os: KuttStat[]; country: KuttStat[]; referrer: KuttStat[] };
  views: number[];
  total: number;
}

/** Kutt names these browsers and systems and counts the rest as `other`, every one shown even at 0. */
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['edge', /edge/],
  ['opera', /opera|opr/],
  ['ie', /^ie$|internet explorer|iemobile/],
  ['firefox', /firefox/],
  ['chrome', /chrom/],
  ['safari', /safari/],
];
const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['android', /android/],
  ['ios', /^ios$|iphone|ipad/],
  ['macos', /mac ?os|os x/],
  ['windows', /windows/],
  ['linux', /linux|ubuntu|debian|fedora|arch|mint|chrom(e|ium) ?os/],
];

/** A Kurz report (one link, one range) as a Kutt period, every count Kurz's click count. */
export function toKuttPeriod(report: AnalyticsReport): KuttPeriod {
  const { breakdowns } = report;
  return {
    stats: {
      browser: named(breakdowns.browser, BROWSERS),
      os: named(breakdowns.os, SYSTEMS),
      // Kutt keeps countries and referrers as it saw them, lower-cased.
      country: asIs(breakdowns.country),
      referrer: asIs(breakdowns.referrer),
    },
    views: report.series.map((bucket) => bucket.clicks),
    total: report.totals.clicks,
  };
}

function named(
  counts: readonly AnalyticsCount[] | undefined,
  names: ReadonlyArray<[string, RegExp]>,
): KuttStat[] {
  const sums = new Map<string, number>([
    ...names.map(([name]) => [name, 0] as const),
    ['other', 0],
  ]);
  for (const { value, clicks } of counts ?? []) {
    const lower = value.toLowerCase();
    const name = names.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'other';
    sums.set(name, (sums.get(name) ?? 0) + clicks);
  }
  return mostFirst(sums);
}

function asIs(counts: readonly AnalyticsCount[] | undefined): KuttStat[] {
  const sums = new Map<string, number>();
  for (const { value, clicks } of counts ?? []) {
    const name = value.toLowerCase();
    sums.set(name, (sums.get(name) ?? 0) + clicks);
  }
  return mostFirst(sums);
}

function mostFirst(sums: Map<string, number>): KuttStat[] {
  return [...sums]
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}
