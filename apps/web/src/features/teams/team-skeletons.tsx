import { SkeletonBlock, SkeletonGroup, SkeletonRows } from '../../app/ui/skeleton';
import { TeamPage } from './team-page';

const cardFrame =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** The title block of a team screen whose team is still loading; its name is not known yet. */
function TitleSkeleton({ buttons = 1 }: { buttons?: number }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="sr-only">Team</h1>
        <SkeletonBlock className="my-0.5 h-4 w-20" />
        <SkeletonBlock className="mt-1 h-9 w-56 max-w-full" />
        <SkeletonBlock className="mt-2 h-5 w-64 max-w-full" />
      </div>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: buttons }, (_, index) => `button-${index}`).map((key) => (
          <SkeletonBlock key={key} className="h-10 w-28 rounded-lg" />
        ))}
      </div>
    </div>
  );
}

/** Two team cards, as tall as the list's, while the teams load. */
export function TeamCardsSkeleton() {
  return (
    <SkeletonGroup label="Loading teams..." className="grid gap-4 sm:grid-cols-2">
      {['first', 'second'].map((card) => (
        <div
          key={card}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <SkeletonBlock className="my-0.5 h-6 w-40" />
            <SkeletonBlock className="h-5 w-16 rounded-full" />
          </div>
          <SkeletonBlock className="mt-2 h-4 w-24" />
          <SkeletonBlock className="mt-4 h-4 w-52 max-w-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** /teams while the session and plan load: its title is known already. */
export function TeamsListSkeleton() {
  return (
    <TeamPage
      title="Teams"
      isTeamsList
      description="Workspaces you share with others."
      actions={<SkeletonBlock className="h-10 w-28 rounded-lg" />}
    >
      <TeamCardsSkeleton />
    </TeamPage>
  );
}

/** People or log lines of a team card while they load. */
export function TeamCardRowsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {['first', 'second'].map((row) => (
        <div key={row} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0 flex-1">
            <SkeletonBlock className="my-0.5 h-4 w-40 max-w-full" />
            <SkeletonBlock className="mt-1.5 h-3 w-52 max-w-full" />
          </div>
          <SkeletonBlock className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Any team screen while the team loads: its title block and a card. */
export function TeamScreenSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <TitleSkeleton />
      <SkeletonGroup label="Loading team..." className={cardFrame}>
        <SkeletonBlock className="h-6 w-32" />
        <SkeletonBlock className="mt-5 h-40 rounded-lg" />
      </SkeletonGroup>
    </div>
  );
}

/** A team's page while the team loads: title block, the links list, members and activity. */
export function TeamDashboardSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <TitleSkeleton buttons={4} />
      <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="space-y-4 border-b border-slate-200 p-4 sm:p-5 dark:border-slate-800">
          <SkeletonBlock className="h-6 w-32" />
          <SkeletonBlock className="h-10 rounded-lg" />
        </div>
        <SkeletonRows label="Loading team..." rows={8} rowClassName="h-16" />
      </section>
    </div>
  );
}
