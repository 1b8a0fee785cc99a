import type { Kysely, Transaction } from 'kysely';
import { linksWithClicks } from '../analytics/links-with-clicks.js';
import type { Database, LinkReport } from '../db/schema.js';
import { MODERATED_LINK_COLUMNS } from './moderation-repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertLinkReport(db: Executor, row: LinkReport): Promise<void> {
  await db.insertInto('link_reports').values(row).execute();
}

/**
 * The links reports name, as they are now: clicks as the dashboard counts them, the
 * owner's email and the takedown state.
 */
export async function reportedLinks(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await linksWithClicks(db)
    .leftJoin('users as owner', 'owner.id', 'l.user_id')
    .select([...MODERATED_LINK_COLUMNS, 'owner.disabled_at as owner_disabled_at'])
    .where('l.id', 'in', ids)
    .execute();
  return rows;
}

export type ReportedLinkRow = Awaited<ReturnType<typeof reportedLinks>>[number];
