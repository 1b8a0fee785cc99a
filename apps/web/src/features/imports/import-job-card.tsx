import type { ImportJobView } from '@kurz/shared';
import { Link } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { ImportJobProgress } from './import-job-progress';
import { SOURCE_LABELS } from './imports-api';

const STATUS_LABELS: Record<ImportJobView['status'], string> = {
  queued: 'Queued',
  running: 'Importing',
  done: 'Done',
  failed: 'Failed',
};

const STATUS_TONES: Record<ImportJobView['status'], string> = {
  queued: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  running: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200',
  done: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
};

const COUNTS = [
  ['created', 'Created'],
  ['existing', 'Already here'],
  ['conflicts', 'Code taken'],
  ['refused', 'Refused'],
  ['errors', 'Unreadable'],
] as const;

export const statusLabel = (status: ImportJobView['status']) => STATUS_LABELS[status];

/** One import: where from, its status, its bar, its counts and message. */
export function ImportJobCard({ job }: { job: ImportJobView }) {
  const { linksPath } = useWorkspace();
  const labelId = `import-${job.id}`;
  const host = hostOf(job.base_url);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={labelId} className="font-semibold break-words text-slate-900 dark:text-white">
            {SOURCE_LABELS[job.source]} import from {host}
          </h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Started{' '}
            <time dateTime={job.created_at}>{new Date(job.created_at).toLocaleString()}</time>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[job.status]}`}
        >
          {STATUS_LABELS[job.status]}
        </span>
      </div>
      <div className="mt-3">
        <ImportJobProgress job={job} labelId={labelId} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {COUNTS.map(([field, label]) => (
          <div key={field} className="flex justify-between gap-2 sm:block">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900 dark:text-white">
              {job[field].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {job.message ? (
        <p
          className={`mt-3 text-sm ${
            job.status === 'failed'
              ? 'text-red-700 dark:text-red-300'
              : 'text-slate-700 dark:text-slate-300'
          }`}
        >
          {job.message}
        </p>
      ) : null}
      {job.status === 'done' ? (
        <Link
          to={linksPath}
          aria-describedby={labelId}
          className={`mt-3 inline-block ${focusRing} text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100`}
        >
          See the imported links
        </Link>
      ) : null}
    </li>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
