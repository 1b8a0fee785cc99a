import type { Ctx } from '../context.js';
import type { ImportJob } from '../db/schema.js';
import { AppError, Unavailable } from '../errors.js';
import { importPlanOf } from '../links/import-plan.js';
import { loadOwnLinks } from '../links/own-links.js';
import type { SafeFetch } from '../net/create-safe-fetch.js';
import { requirePermission } from '../workspace/require-permission.js';
import { resolveWorkspace } from '../workspace/resolve-workspace.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { importOneLink } from './import-one-link.js';
import { finishImport, type ImportCounts, saveImportProgress } from './import-repository.js';
import { cursorOf, domainFor, type ImportCursor } from './import-state.js';
import { createSourceClient } from './source-client.js';
import { ImportStopped, SourceFailure } from './source-failure.js';
import { isUnreadable } from './sources/import-source.js';
import { IMPORT_READERS } from './sources/index.js';

/** How long a claim lasts without news from its runner; every save renews it. */
export const IMPORT_LEASE_MS = 5 * 60_000;
/**
 * Progress is saved at most this often (and at every page's end, wait and stop): a save
 * per link was a write per link, which halved the import's pace.
 */
const SAVE_EVERY_MS = 1_000;

export interface RunImportInput {
  job: ImportJob;
  runner: string;
  fetch: SafeFetch;
  signal: AbortSignal;
}

/**
 * Runs a claimed job from its cursor to the end, page by page (one page in memory), as
 * the member who started it, saving the position and counts every second: a job stopped
 * resumes at the next link, one crashed at most a second back (links it finds there that
 * it made itself count as created again). A source or workspace refusal ends it failed
 * with the reason; the links imported so far stay. An outage of our own (the database) is
 * thrown: the lease lapses and a later round resumes.
 */
export async function runImport(ctx: Ctx, input: RunImportInput): Promise<void> {
  const { job, runner } = input;
  const log = ctx.log.child({ importId: job.id, source: job.source });
  const counts: ImportCounts = {
    total: job.total,
    created: job.created,
    existing: job.existing,
    conflicts: job.conflicts,
    refused: job.refused,
    errors: job.errors,
  };
  let cursor: ImportCursor = cursorOf(job.cursor);
  const resumedAt = job.updated_at;
  let savedAt = ctx.clock.now();
  /** The latest link not imported and why, shown while the job runs and once done. */
  let lastProblem = job.message?.startsWith('Waiting') ? null : job.message;
  const save = async (message: string | null = lastProblem) => {
    const now = ctx.clock.now();
    savedAt = now;
    const cursorText = JSON.stringify(cursor);
    if (
      !(await saveImportProgress(
        ctx.db,
        job.id,
        runner,
        { ...counts, cursor: cursorText, message },
        now,
        now + IMPORT_LEASE_MS,
      ))
    )
      throw new ImportStopped();
  };
  const end = async (status: 'done' | 'failed', message: string | null) => {
    await save(message);
    await finishImport(ctx.db, job.id, runner, { status, message }, ctx.clock.now());
  };
  try {
    const wctx = await actingAs(ctx, job);
    const plan = importPlanOf(wctx, 'service');
    const reader = IMPORT_READERS[job.source as keyof typeof IMPORT_READERS];
    if (!reader || job.api_key === null) return await end('failed', 'The import cannot run again');
    const client = createSourceClient({
      fetch: input.fetch,
      baseUrl: job.base_url,
      headers: reader.headers(job.api_key),
      ...(reader.query && { query: reader.query(job.api_key) }),
      signal: input.signal,
      onWait: (ms) => save(`Waiting ${Math.ceil(ms / 1000)} s for the source's rate limit`),
    });
    const domainMap = JSON.parse(job.domain_map) as Record<string, string>;
    for (;;) {
      const page = await reader.readPage(client, cursor.page);
      counts.total = page.total ?? counts.total;
      const readable = page.links.flatMap((link) => (isUnreadable(link) ? [] : [link]));
      const ownLinks = await loadOwnLinks(wctx, readable);
      for (let index = cursor.done; index < page.links.length; index++) {
        if (input.signal.aborted) throw new ImportStopped();
        const link = page.links[index];
        if (!link) break;
        if (isUnreadable(link)) {
          counts.errors += 1;
          lastProblem = link.problem;
        } else {
          const result = await importOneLink({
            ctx: wctx,
            input: {
              plan,
              link,
              domain: domainFor(domainMap, link.domain),
              ownLinks,
              position: index,
              resumedAt,
            },
          });
          counts[result.outcome] += 1;
          if (result.problem) lastProblem = `${link.code}: ${result.problem}`;
        }
        cursor = { page: cursor.page, done: index + 1 };
        if (ctx.clock.now() - savedAt >= SAVE_EVERY_MS) await save();
      }
      if (page.next === null) return await end('done', lastProblem);
      cursor = { page: page.next, done: 0 };
      await save();
    }
  } catch (error) {
    if (error instanceof ImportStopped) {
      // Stopped on purpose: keep every link done, so the next process starts after them.
      await save().catch(() => {});
      throw error;
    }
    if (error instanceof SourceFailure) {
      log.info({ reason: error.message }, 'import failed at its source');
      return end('failed', error.message);
    }
    if (error instanceof AppError && !(error instanceof Unavailable)) {
      return end('failed', error.message);
    }
    throw error;
  }
}

/** The job's member, in its workspace, with the role they hold now (they may have left). */
async function actingAs(ctx: Ctx, job: ImportJob): Promise<WorkspaceCtx> {
  const wctx = await resolveWorkspace(
    ctx,
    { userId: job.user_id, via: job.key_id ? 'api-key' : 'session', keyId: job.key_id },
    job.org_id,
  );
  requirePermission(wctx, 'urls', 'create');
  return wctx;
}
