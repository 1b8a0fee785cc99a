import type { ReactNode } from 'react';
import { SkeletonBlock, SkeletonGroup } from '../../app/ui/skeleton';
import { WorkspaceLabel } from '../../app/workspace/workspace-label';

const DOMAINS_LEAD = 'Put your short links on a domain of your own, such as links.yourbrand.com.';

/** The screen's frame, its title and lead known before anything loads; `children` below. */
export function DomainsScreen({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Custom Domains · Kurz</title>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Custom Domains
        </h1>
        <WorkspaceLabel />
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{DOMAINS_LEAD}</p>
      {children}
    </div>
  );
}

/** The add form and two domain rows, as tall as theirs, while the list loads. */
export function DomainListSkeleton() {
  return (
    <SkeletonGroup label="Loading custom domains...">
      <div className="mt-5">
        <SkeletonBlock className="my-0.5 h-4 w-28" />
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <SkeletonBlock className="h-[2.875rem] rounded-lg sm:flex-1" />
          <SkeletonBlock className="h-11 rounded-lg sm:h-[2.875rem] sm:w-32" />
        </div>
      </div>
      <div className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {['first', 'second'].map((row) => (
          <div
            key={row}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <SkeletonBlock className="my-0.5 h-5 w-48 max-w-full" />
              <SkeletonBlock className="mt-1.5 h-[1.375rem] w-36 rounded-full" />
            </div>
            <div className="flex gap-2">
              <SkeletonBlock className="h-[2.125rem] w-16 rounded-lg" />
              <SkeletonBlock className="h-[2.125rem] w-16 rounded-lg" />
              <SkeletonBlock className="h-[2.125rem] w-16 rounded-lg" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** The whole screen while the session and plan load: its title and lead are known already. */
export function DomainsPageSkeleton() {
  return (
    <DomainsScreen>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <SkeletonBlock className="h-6 w-32" />
        <DomainListSkeleton />
      </div>
    </DomainsScreen>
  );
}
