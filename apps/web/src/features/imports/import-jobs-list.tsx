import type { ImportJobView } from '@kurz/shared';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../app/ui/load-error';
import { SkeletonRows } from '../../app/ui/skeleton';
import { ImportJobCard, statusLabel } from './import-job-card';
import { processedOf } from './import-job-progress';
import { SOURCE_LABELS } from './imports-api';
import { useImportJobs } from './use-import-jobs';

/** The workspace's imports, newest first, each with its bar; status changes read out politely. */
export function ImportJobsList() {
  const jobs = useImportJobs();
  const announcement = useStatusAnnouncement(jobs.data?.imports);
  return (
    <section aria-labelledby="imports-heading" className="mt-10">
      <h2 id="imports-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Your imports
      </h2>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4">
        {jobs.isPending ? (
          <SkeletonRows label="Loading imports..." rows={2} rowClassName="h-32" />
        ) : jobs.isError && !jobs.data ? (
          <LoadError error={jobs.error} onRetry={() => jobs.refetch()} />
        ) : jobs.data.imports.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No imports yet. Start one above: its progress shows here.
          </p>
        ) : (
          <ul className="space-y-4">
            {jobs.data.imports.map((job) => (
              <ImportJobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** A sentence for each job whose status changed since the last refresh. */
function useStatusAnnouncement(jobs: ImportJobView[] | undefined): string {
  const seen = useRef<Map<string, ImportJobView['status']> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!jobs) return;
    const before = seen.current;
    seen.current = new Map(jobs.map((job) => [job.id, job.status]));
    // The first answer is what the page shows on arrival, not a change.
    if (!before) return;
    const changed = jobs.filter((job) => before.get(job.id) !== job.status);
    if (changed.length > 0) setText(changed.map(sentenceOf).join(' '));
  }, [jobs]);
  return text;
}

function sentenceOf(job: ImportJobView): string {
  const name = `${SOURCE_LABELS[job.source]} import`;
  const state = statusLabel(job.status).toLowerCase();
  if (job.status === 'done')
    return `${name} done: ${processedOf(job).toLocaleString()} links, ${job.created.toLocaleString()} created.`;
  if (job.status === 'failed') return `${name} failed: ${job.message ?? ''}`;
  return `${name}: ${state}.`;
}
