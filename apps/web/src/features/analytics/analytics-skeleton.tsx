import { SkeletonBlock, SkeletonGroup } from '../../app/ui/skeleton';

const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const TOTALS = ['clicks', 'visitors', 'humans', 'bots'];
const BREAKDOWNS = ['sources', 'referrers', 'countries', 'devices', 'browsers', 'systems'];

/**
 * The report's shape while it loads: the four totals, the chart, the top links and the
 * breakdowns, each as tall as what replaces it, so the page does not jump when it arrives.
 */
export function AnalyticsSkeleton({ hasTopLinks }: { hasTopLinks: boolean }) {
  return (
    <SkeletonGroup label="Loading analytics..." className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TOTALS.map((key) => (
          <div key={key} className={card}>
            <SkeletonBlock className="my-0.5 h-4 w-24" />
            <SkeletonBlock className="mt-2 h-7 w-16 sm:h-8" />
            <SkeletonBlock className="mt-2 h-3 w-28 max-w-full" />
          </div>
        ))}
      </div>
      <div className={card}>
        <SkeletonBlock className="h-5 w-36" />
        <SkeletonBlock className="mt-4 h-[19rem]" />
      </div>
      {hasTopLinks ? (
        <div className={card}>
          <SkeletonBlock className="h-5 w-24" />
          <div className="mt-4 space-y-3">
            {['a', 'b', 'c', 'd', 'e'].map((row) => (
              <SkeletonBlock key={row} className="h-6" />
            ))}
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {BREAKDOWNS.map((key) => (
          <div key={key} className={card}>
            <SkeletonBlock className="h-5 w-32" />
            <SkeletonBlock className="mt-4 h-6" />
            <SkeletonBlock className="mt-2 h-6 w-3/4" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
