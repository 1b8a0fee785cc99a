import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context.js';
import type { ImportJob } from '../db/schema.js';
import { startPeriodic } from '../jobs/start-periodic.js';
import { createImportFetch } from './import-fetch.js';
import { claimNextImport, releaseImport } from './import-repository.js';
import { IMPORT_LEASE_MS, runImport } from './run-import.js';
import { ImportStopped } from './source-failure.js';

/** How often a process looks for jobs nobody runs (a crashed process's, another's queue). */
const IMPORT_POLL_MS = 60_000;
/**
 * Jobs a process runs at once: a job waiting out a source's two-minute rate limit, or one
 * member's hundred thousand links, does not hold every other import up behind it.
 */
const IMPORTS_AT_ONCE = 3;

/**
 * The import work of a server process: a round claims the oldest jobs not ended (a lease,
 * so two processes never run one) until it runs IMPORTS_AT_ONCE, each to its end or until
 * stopped; a job that ends starts another round for its place. A stop lets the lease go at
 * once, so the next process resumes from the saved cursor. A round also runs at start
 * (jobs a restart interrupted), when this process queues a job (`wake`), and every minute.
 */
export function startImportRunner(
  ctx: Ctx,
  options: { everyMs: number } = { everyMs: IMPORT_POLL_MS },
): { wake(): void; stop(): Promise<void> } {
  const runner = randomUUID();
  const fetch = createImportFetch(ctx.config);
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const runOne = async (job: ImportJob) => {
    try {
      await runImport(ctx, { job, runner, fetch, signal: stopping.signal });
    } catch (error) {
      await releaseImport(ctx.db, job.id, runner).catch(() => {});
      if (error instanceof ImportStopped) return;
      // An outage of our own: this run starts no round, so the job waits for the next one.
      ctx.log.warn({ err: error, importId: job.id }, 'import stopped; it resumes next round');
      return;
    }
    periodic.runNow();
  };
  const periodic = startPeriodic(
    options.everyMs,
    async (isStopped) => {
      while (!isStopped() && running.size < IMPORTS_AT_ONCE) {
        const now = ctx.clock.now();
        const job = await claimNextImport(ctx.db, now, runner, now + IMPORT_LEASE_MS);
        if (!job) return;
        const run = runOne(job).finally(() => running.delete(run));
        running.add(run);
      }
    },
    (error) => ctx.log.warn({ err: error }, 'import round failed; the job resumes next round'),
  );
  periodic.runNow();
  return {
    wake: periodic.runNow,
    async stop() {
      stopping.abort();
      await periodic.stop();
      await Promise.all(running);
    },
  };
}
