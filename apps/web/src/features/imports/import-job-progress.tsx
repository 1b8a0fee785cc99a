import type { ImportJobView } from '@kurz/shared';

/** Links the job has dealt with, whatever their outcome. */
export const processedOf = (job: ImportJobView) =>
  job.created + job.existing + job.conflicts + job.refused + job.errors;

/**
 * The job's bar: links dealt with of the source's total; indeterminate (no value) while a
 * job runs before the source's first page told its total. A job that ended without one
 * (failed at the first page) stands still at what it read.
 */
export function ImportJobProgress({ job, labelId }: { job: ImportJobView; labelId: string }) {
  const done = processedOf(job);
  const isEnded = job.status === 'done' || job.status === 'failed';
  const total = job.total ?? (isEnded ? done : null);
  const percent = total === null ? null : total === 0 ? 0 : Math.min(100, (done / total) * 100);
  const text =
    job.total === null
      ? `${done.toLocaleString()} links${isEnded ? '' : ' so far'}`
      : `${done.toLocaleString()} of ${job.total.toLocaleString()} links`;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : done}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        {percent === null ? (
          <div className="h-full w-1/3 rounded-full bg-indigo-400 motion-safe:animate-pulse dark:bg-indigo-500" />
        ) : (
          <div
            className={`h-full rounded-full transition-[width] ${
              job.status === 'failed'
                ? 'bg-red-500 dark:bg-red-400'
                : 'bg-indigo-600 dark:bg-indigo-500'
            }`}
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
      <p className="text-sm tabular-nums text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  );
}
