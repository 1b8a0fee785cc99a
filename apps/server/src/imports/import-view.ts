import type { ImportJobView } from '@kurz/shared';
import type { ImportJob } from '../db/schema.js';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** A job as the API shows it: never its key, nor its cursor or lease. */
export function toImportView(job: ImportJob): ImportJobView {
  return {
    id: job.id,
    source: job.source as ImportJobView['source'],
    base_url: job.base_url,
    domain_map: JSON.parse(job.domain_map),
    status: job.status,
    total: job.total === null ? null : Number(job.total),
    created: Number(job.created),
    existing: Number(job.existing),
    conflicts: Number(job.conflicts),
    refused: Number(job.refused),
    errors: Number(job.errors),
    message: job.message,
    created_at: iso(job.created_at),
    updated_at: iso(job.updated_at),
    finished_at: job.finished_at === null ? null : iso(job.finished_at),
  };
}
