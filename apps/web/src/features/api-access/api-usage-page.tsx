import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { LoadError } from '../../app/ui/load-error';
import { ApiAccessHeader } from './api-access-nav';
import { ApiCallsChart } from './api-calls-chart';
import { useKeyWorkspace } from './key-workspace';
import { formatMonth } from './usage-format';
import { UsageKeysTable } from './usage-keys-table';
import { UsageSummary } from './usage-summary';
import { useApiUsage } from './use-api-usage';

/** /user/api-access/usage: this UTC month's calls against the plan's quota, by day and key. */
export default function ApiUsagePage() {
  const query = useApiUsage();
  const { teamName } = useKeyWorkspace();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ApiAccessHeader
        title="API Usage"
        lead={
          teamName
            ? `Calls made with the keys of ${teamName} this month (UTC), against the team's monthly allowance.`
            : "Calls made with your keys this month (UTC), against your plan's monthly allowance."
        }
      />
      <div className="mt-8">
        {query.isPending ? (
          <LoadingSpinner message="Loading API usage..." />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <p className="mb-4 text-sm font-medium text-slate-600 dark:text-slate-400">
              {formatMonth(query.data.month)}
            </p>
            <UsageSummary usage={query.data} />
            <div className="mt-6">
              <ApiCallsChart days={query.data.days} />
            </div>
            <UsageKeysTable keys={query.data.keys} />
          </>
        )}
      </div>
    </section>
  );
}
