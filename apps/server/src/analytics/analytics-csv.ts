import { type AnalyticsReport, csvText } from '@kurz/shared';

const HEADER = ['section', 'item', 'clicks', 'humans', 'bots', 'unique_visitors'];

/**
 * The report as one CSV: totals, then the series, then top links and every breakdown.
 * Referrer hosts and URLs come from strangers: csvText defuses formulas.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const { totals } = report;
  const rows: (string | number)[][] = [
    HEADER,
    ['total', 'all', totals.clicks, totals.humans, totals.bots, totals.unique_visitors],
    ...report.series.map((b) => [report.interval, b.label, b.clicks, b.humans, b.bots, b.visitors]),
    ...report.top_links.map((link) => ['top_link', link.short_url, link.clicks]),
    ...Object.entries(report.breakdowns).flatMap(([dimension, counts]) =>
      counts.map((count) => [dimension, count.value, count.clicks]),
    ),
    ...report.sources.map((source) => ['source', source.value, source.clicks]),
  ];
  return csvText(rows);
}

export function csvFileName(report: AnalyticsReport): string {
  const day = new Date(report.to - 1).toISOString().slice(0, 10);
  return `kurz-analytics-${report.link ? 'link-' : ''}${report.range}-${day}.csv`;
}
