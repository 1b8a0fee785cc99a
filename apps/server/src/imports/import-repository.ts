import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ImportJob, ImportsTable } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The counts a job keeps as it goes. */
export type ImportCounts = Pick<
  ImportJob,
  'total' | 'created' | 'existing' | 'conflicts' | 'refused' | 'errors'
>;

const LIVE = ['queued', 'running'] as const;

export async function insertImport(db: Executor, job: Insertable<ImportsTable>): Promise<void> {
  await db.insertInto('imports').values(job).execute();
}

/** The workspace's job, or undefined (another workspace's looks missing). */
export async function findImport(db: Executor, owner: WorkspaceOwner, id: string) {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .where(inWorkspace<'imports'>(owner))
    .executeTakeFirst();
}

export async function listImports(db: Executor, owner: WorkspaceOwner, limit: number) {
  return db
    .selectFrom('imports')
    .selectAll()
    .where(inWorkspace<'imports'>(owner))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes the oldest job not ended whose lease is free or lapsed, for `runner` until
 * `until`; the update's condition on the lease it read makes one process win. The job's
 * `updated_at` stays when its progress was last saved.
 */
export async function claimNextImport(
  db: Executor,
  now: number,
  runner: string,
  until: number,
): Promise<ImportJob | undefined> {
  const candidates = await db
    .selectFrom('imports')
    .select(['id', 'lease_until'])
    .where('status', 'in', LIVE)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('created_at')
    .limit(5)
    .execute();
  for (const candidate of candidates) {
    const result = await db
      .updateTable('imports')
      .set({ status: 'running', lease_until: until, runner })
      .where('id', '=', candidate.id)
      .where('status', 'in', LIVE)
      .where((eb) =>
        candidate.lease_until === null
          ? eb('lease_until', 'is', null)
          : eb('lease_until', '=', candidate.lease_until),
      )
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) {
      return db.selectFrom('imports').selectAll().where('id', '=', candidate.id).executeTakeFirst();
    }
  }
  return undefined;
}

/** Saves where the job is and renews its lease; false when this runner lost the lease. */
export async function saveImportProgress(
  db: Executor,
  id: string,
  runner: string,
  changes: ImportCounts & { cursor: string | null; message?: string | null },
  now: number,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({ ...changes, lease_until: until, updated_at: now })
    .where('id', '=', id)
    .where('runner', '=', runner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends the job: done or failed, the source's key forgotten, the lease let go. */
export async function finishImport(
  db: Executor,
  id: string,
  runner: string,
  end: { status: 'done' | 'failed'; message: string | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('imports')
    .set({
      ...end,
      api_key: null,
      lease_until: null,
      runner: null,
      updated_at: now,
      finished_at: now,
    })
    .where('id', '=', id)
    .where('runner', '=', runner)
    .execute();
}

/** Lets another process (or this one's next round) take the job at once. */
export async function releaseImport(db: Executor, id: string, runner: string): Promise<void> {
  await db
    .updateTable('imports')
    .set({ lease_until: null, runner: null })
    .where('id', '=', id)
    .where('runner', '=', runner)
    .execute();
}

/** The source's click total and creation time, kept beside the link's own. */
export async function recordImportedStats(
  db: Executor,
  linkId: string,
  stats: { clicks: number | null; createdAt: number | null },
): Promise<void> {
  await db
    .updateTable('links')
    .set({ imported_clicks: stats.clicks, imported_created_at: stats.createdAt })
    .where('id', '=', linkId)
    .execute();
}
