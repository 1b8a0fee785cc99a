import { SkeletonBlock, SkeletonRows } from '../../app/ui/skeleton';

/**
 * The dashboard's shape while the session and plan load: the welcome line, the offer's
 * card and the list, in their places, so nothing moves when they arrive.
 */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-3">
          <SkeletonBlock className="h-8 w-64 sm:h-9" />
          <SkeletonBlock className="h-4 w-40" />
        </div>
        <SkeletonBlock className="h-10 w-72 rounded-lg" />
      </div>
      <SkeletonBlock className="h-40 rounded-2xl" />
      <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="space-y-4 border-b border-slate-200 p-4 sm:p-5 dark:border-slate-800">
          <SkeletonBlock className="h-6 w-40" />
          <SkeletonBlock className="h-10 rounded-lg" />
        </div>
        <SkeletonRows label="Loading your dashboard..." rows={8} rowClassName="h-16" />
      </section>
    </div>
  );
}
