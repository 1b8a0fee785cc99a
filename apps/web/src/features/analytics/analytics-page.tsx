import { ANALYTICS_MESSAGES, readableUrl } from '@kurz/shared';
import { useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { LinkButton } from '../../app/ui/link-button';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { WorkspaceLabel } from '../../app/workspace/workspace-label';
import { analyticsErrorMessage, downloadAnalyticsCsv } from './analytics-api';
import { AnalyticsMessage } from './analytics-message';
import { AnalyticsReportView } from './analytics-report-view';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { AnalyticsToolbar } from './analytics-toolbar';
import { useAnalyticsViewState } from './analytics-view-state';
import { RangePicker } from './range-picker';
import { useAnalytics } from './use-analytics';

/**
 * /user/analytics: clicks over a period, for all the current workspace's links (the user's
 * own, or the selected team's) or one (?link=<id>).
 */
export default function AnalyticsPage() {
  const workspace = useWorkspace();
  const view = useAnalyticsViewState();
  const [isLive, setIsLive] = useState(true);
  const analytics = useAnalytics(view.query, isLive);
  const toast = useToast();
  const report = analytics.data;
  const errorMessage = analytics.isError
    ? analyticsErrorMessage(analytics.error, workspace.team !== null)
    : null;
  const onExport = () =>
    downloadAnalyticsCsv(view.query).catch(() =>
      toast.error('Failed to export analytics. Please try again.'),
    );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>Analytics · Kurz</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              {view.linkId ? 'Link analytics' : 'Analytics'}
            </h1>
            <WorkspaceLabel />
          </div>
          <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">
            {report?.link
              ? `${report.link.short_url} → ${readableUrl(report.link.url)}`
              : workspace.team
                ? `All links of ${workspace.team.name}`
                : 'All your links'}
            {report ? ` · times in ${report.time_zone}` : ''}
          </p>
        </div>
        <AnalyticsToolbar
          isLive={isLive}
          onLiveChange={setIsLive}
          updatedAt={analytics.dataUpdatedAt}
          onExport={onExport}
          canExport={Boolean(report) && !errorMessage}
        />
      </div>
      {view.linkId ? (
        <LinkButton to={`?range=${view.range}`} variant="ghost" size="sm" className="mt-2 -ml-3">
          ← All links
        </LinkButton>
      ) : null}
      <div className="mt-6">
        <RangePicker range={view.range} from={view.from} to={view.to} onChange={view.update} />
      </div>
      <div className="mt-6" aria-busy={analytics.isFetching}>
        {errorMessage ? (
          <AnalyticsMessage message={errorMessage} onRetry={() => void analytics.refetch()} />
        ) : !report ? (
          <AnalyticsSkeleton hasTopLinks={!view.linkId} />
        ) : report.totals.clicks === 0 ? (
          <AnalyticsMessage message={ANALYTICS_MESSAGES.empty} />
        ) : (
          <AnalyticsReportView report={report} />
        )}
      </div>
    </section>
  );
}
