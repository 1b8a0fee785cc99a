import { type AnalyticsReport, BREAKDOWN_DIMENSIONS } from '@kurz/shared';
import { useSearchParams } from 'react-router';
import { BREAKDOWN_TITLES, countryName } from './analytics-labels';
import { BreakdownCard } from './breakdown-card';
import { TimeSeriesChart } from './time-series-chart';
import { TopLinksTable } from './top-links-table';
import { TotalsCards } from './totals-cards';

/** A loaded report with clicks in it: totals, the series, then every breakdown. */
export function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const [search] = useSearchParams();
  return (
    <div className="space-y-4">
      <TotalsCards totals={report.totals} />
      <TimeSeriesChart series={report.series} interval={report.interval} />
      {report.link ? null : <TopLinksTable links={report.top_links} search={search} />}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <BreakdownCard title="QR code vs direct" counts={report.sources} />
        {BREAKDOWN_DIMENSIONS.map((dimension) => (
          <BreakdownCard
            key={dimension}
            title={BREAKDOWN_TITLES[dimension]}
            counts={report.breakdowns[dimension]}
            labelOf={dimension === 'country' ? countryName : undefined}
          />
        ))}
      </div>
    </div>
  );
}
