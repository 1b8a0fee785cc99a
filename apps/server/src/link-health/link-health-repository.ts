import { type Kysely, sql } from 'kysely';
import type { Database, Link } from '../db/schema.js';
import type { HealthVerdict } from './health-verdict.js';

type Db = Kysely<Database>;

/**
 * Opted-in, enabled links not checked since `checkedBefore`, never-checked first. The
 * literal 1 lets PostgreSQL use the partial index (migration 0025).
 */
export function linksDueForCheck(db: Db, checkedBefore: number, limit: number): Promise<Link[]> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('health_check', '=', sql.lit(1))
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([eb('health_checked_at', 'is', null), eb('health_checked_at', '<', checkedBefore)]),
    )
    .orderBy(sql`coalesce(health_checked_at, 0)`)
    .limit(limit)
    .execute();
}

/**
 * Takes the link for this round: only the process whose update still sees the check time
 * it read wins, so two processes never check (nor mail) the same link together.
 */
export async function claimLinkCheck(db: Db, link: Link, now: number): Promise<boolean> {
  const result = await db
    .updateTable('links')
    .set({ health_checked_at: now })
    .where('id', '=', link.id)
    .where('health_check', '=', 1)
    .where((eb) =>
      link.health_checked_at === null
        ? eb('health_checked_at', 'is', null)
        : eb('health_checked_at', '=', link.health_checked_at),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Stores the verdict of the check claimed at `claimedAt`; a recovery clears the mail mark.
 * False when the link changed meanwhile (deleted, check turned off, destination edited).
 */
export async function recordLinkHealth(
  db: Db,
  id: string,
  claimedAt: number,
  verdict: HealthVerdict,
): Promise<boolean> {
  const result = await db
    .updateTable('links')
    .set({
      health_status: verdict.status,
      health_detail: verdict.detail,
      ...(verdict.status === 'ok' && { health_notified_at: null }),
    })
    .where('id', '=', id)
    .where('health_check', '=', 1)
    .where('health_checked_at', '=', claimedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the breakage as mailed; true only for the one caller that set the mark. */
export async function markOwnerNotified(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('links')
    .set({ health_notified_at: now })
    .where('id', '=', id)
    .where('health_status', '=', 'broken')
    .where('health_notified_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
