import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context.js';
import { startPeriodic } from '../jobs/start-periodic.js';
import { createImportFetch } from './import-fetch.js';
import { claimNextImport, releaseImport } from './import-repository.js';
import { IMPORT_LEASE_MS, runImport } from './run-import.js';
import { ImportStopped } from './source-failure.js';

/** How often a process looks for jobs nobody runs (a crashed process's, another's queue). */
const IMPORT_POLL_MS = 60_000;

/**
 * The import work of a server process: every round claims the oldest job not ended (a
 * lease, so two processes never run one) and runs it to its end or until stopped. A stop
 * lets the lease go at once, so the next process resumes from the saved cursor. A round
 * runs at start (jobs a restart interrupted), when this process queues a job (`wake`),
 * and every minute for the rest.
 */
export function startImportRunner(
  ctx: Ctx,
  options: { everyMs: number } = { everyMs: IMPORT_POLL_MS },
): { wake(): void; stop(): Promise<void> } {
  const runner = randomUUID();
  const fetch = createImportFetch(ctx.config);
  const stopping = new AbortController();
  const periodic = startPeriodic(
    options.everyMs,
    async (isStopped) => {
      while (!isStopped()) {
        const now = ctx.clock.now();
        const job = await claimNextImport(ctx.db, now, runner, now + IMPORT_LEASE_MS);
        if (!job) return;
        try {
          await runImport(ctx, { job, runner, fetch, signal: stopping.signal });
        } catch (error) {
          await releaseImport(ctx.db, job.id, runner);
          if (!(error instanceof ImportStopped)) throw error;
        }
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
    },
  };
}
