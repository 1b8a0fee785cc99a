import { SkeletonBlock, SkeletonGroup } from '../../app/ui/skeleton';

/** The keys table's shape while it loads: its header and three rows of its height. */
export function ApiKeysSkeleton() {
  return (
    <SkeletonGroup
      label="Loading API keys..."
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex h-[2.8125rem] items-center gap-10 border-b border-slate-200 px-4 dark:border-slate-800">
        <SkeletonBlock className="h-3.5 w-12" />
        <SkeletonBlock className="h-3.5 w-10" />
        <SkeletonBlock className="h-3.5 w-14" />
        <SkeletonBlock className="hidden h-3.5 w-16 sm:block" />
      </div>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {['first', 'second', 'third'].map((row) => (
          <div key={row} className="flex h-14 items-center gap-10 px-4">
            <SkeletonBlock className="h-4 w-28" />
            <SkeletonBlock className="h-4 w-24" />
            <SkeletonBlock className="hidden h-4 w-20 sm:block" />
            <SkeletonBlock className="ml-auto h-4 w-14" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
