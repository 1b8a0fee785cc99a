import { SkeletonBlock, SkeletonGroup } from '../../app/ui/skeleton';

/** Two endpoint cards' shape while the list loads: address, note, events, buttons, log bar. */
export function WebhooksSkeleton() {
  return (
    <SkeletonGroup label="Loading webhooks..." className="space-y-4">
      {['first', 'second'].map((card) => (
        <div
          key={card}
          className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 flex-1 space-y-2">
              <SkeletonBlock className="h-5 w-64 max-w-full" />
              <SkeletonBlock className="my-0.5 h-4 w-28" />
              <SkeletonBlock className="h-5 w-44" />
              {/* The last delivery's line, two lines on a phone. */}
              <div>
                <SkeletonBlock className="my-0.5 h-3 w-96 max-w-full" />
                <SkeletonBlock className="my-0.5 h-3 w-24 sm:hidden" />
              </div>
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              <SkeletonBlock className="h-[2.125rem] w-20 rounded-lg" />
              <SkeletonBlock className="h-[2.125rem] w-[4.5rem] rounded-lg" />
              <SkeletonBlock className="h-[2.125rem] w-28 rounded-lg" />
              <SkeletonBlock className="h-[2.125rem] w-16 rounded-lg" />
            </div>
          </div>
          <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-800">
            <SkeletonBlock className="h-4 w-32" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
