import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';
import { LinkButton } from '../../app/ui/link-button';

interface TeamPageProps {
  title: string;
  /** The team whose screen this is: a link back to its dashboard. */
  team?: { id: string; name: string };
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** The teams list itself, which has nothing to go back to. */
  isTeamsList?: boolean;
}

/** The frame of every team screen: back link, title, actions, content. */
export function TeamPage({
  title,
  team,
  description,
  actions,
  children,
  isTeamsList = false,
}: TeamPageProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} · Kurz`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {isTeamsList ? null : (
            <Link
              to={team ? `/teams/${team.id}` : '/teams'}
              className={`rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
            >
              ← {team ? team.name : 'Teams'}
            </Link>
          )}
          <h1 className="mt-1 truncate text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          {description ? (
            <div className="mt-1 text-slate-600 dark:text-slate-300">{description}</div>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A titled card inside a team screen. */
export function TeamCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const ROLE_LABELS = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  member: 'Member',
  viewer: 'Viewer',
} as const;

export function RoleBadge({ role }: { role: keyof typeof ROLE_LABELS }) {
  return (
    <span className="inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/30">
      {ROLE_LABELS[role]}
    </span>
  );
}

export const EMPTY_NOTE =
  'rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400';

/** A whole-screen message: signed out, or a team that is not there for this user. */
export function TeamMessage({ title, text }: { title: string; text?: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · Kurz`}</title>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {text ? <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p> : null}
      <LinkButton to="/teams" className="mt-6">
        Back to teams
      </LinkButton>
    </section>
  );
}
