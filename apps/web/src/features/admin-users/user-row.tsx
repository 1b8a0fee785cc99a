import type { ReactNode } from 'react';
import { useAuth } from '../../app/auth-context';
import type { AdminUser } from './admin-users-api';
import { DisableControl } from './disable-control';
import { PlanControl } from './plan-control';

/** The table's columns on wide screens; a row stacks its cells as a card below that. */
export const COLUMNS =
  'lg:grid-cols-[minmax(0,2.2fr)_minmax(9rem,1fr)_minmax(8rem,1fr)_minmax(0,1.4fr)_8rem]';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function UserRow({ user }: { user: AdminUser }) {
  const { profile } = useAuth();
  const isSelf = profile?.id === user.id;
  return (
    <li
      aria-label={user.email}
      className={`grid grid-cols-1 gap-4 rounded-2xl border p-4 shadow-sm sm:grid-cols-2 lg:items-center ${COLUMNS} ${
        user.disabled
          ? 'border-red-200 bg-red-50/60 dark:border-red-500/30 dark:bg-red-500/5'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <div className="min-w-0 sm:col-span-2 lg:col-span-1">
        <p className="font-semibold break-words text-slate-900 dark:text-white">
          {user.name ?? user.email}
        </p>
        {user.name ? (
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <span>Joined {dateFormat.format(new Date(user.created_at))}</span>
          {user.is_admin ? <Tag tone="indigo">Admin</Tag> : null}
          {isSelf ? <Tag tone="slate">You</Tag> : null}
          {user.disabled ? <Tag tone="red">Disabled</Tag> : null}
        </p>
      </div>
      <Cell label="Plan">
        <PlanControl user={user} />
      </Cell>
      <Cell label="Links this month">
        <Usage usage={user.usage} />
      </Cell>
      <Cell label="Teams">
        {user.teams.length === 0 ? (
          <span className="text-sm text-slate-500 dark:text-slate-400">No teams</span>
        ) : (
          <ul className="flex flex-col gap-0.5 text-sm">
            {user.teams.map((team) => (
              <li key={team.id} className="break-words text-slate-800 dark:text-slate-200">
                {team.name}{' '}
                <span className="text-slate-500 capitalize dark:text-slate-400">({team.role})</span>
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <div className="sm:col-span-2 lg:col-span-1 lg:text-right">
        <DisableControl user={user} isSelf={isSelf} />
      </div>
    </li>
  );
}

/** A cell with its column's name, shown on cards; the table's header row names it on wide screens. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:sr-only dark:text-slate-400">
        {label}
      </p>
      {children}
    </div>
  );
}

function Usage({ usage }: { usage: AdminUser['usage'] }) {
  const { links_this_month: used, links_per_month: limit } = usage;
  if (limit === null) {
    return (
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {used.toLocaleString()}{' '}
        <span className="text-slate-500 dark:text-slate-400">· no limit</span>
      </p>
    );
  }
  const share = Math.min(100, Math.round((used / Math.max(1, limit)) * 100));
  return (
    <div className="text-sm text-slate-800 dark:text-slate-200">
      <p>
        {used.toLocaleString()} / {limit.toLocaleString()}
      </p>
      {/* The figures above say it; the bar only shows it at a glance. */}
      <div
        aria-hidden="true"
        className="mt-1 h-1.5 w-full max-w-32 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full ${share >= 100 ? 'bg-red-600 dark:bg-red-400' : 'bg-indigo-600 dark:bg-indigo-400'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

const TAG_TONES = {
  indigo: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
};

function Tag({ tone, children }: { tone: keyof typeof TAG_TONES; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TAG_TONES[tone]}`}>
      {children}
    </span>
  );
}
