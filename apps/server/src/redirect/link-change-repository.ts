import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface LinkChange {
  id: number;
  domain: string;
  code: string;
}

/** The newest change's id, or 0: a process starting with an empty cache begins after it. */
export async function latestLinkChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('link_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Changes after `afterId`, oldest first, at most `limit`. */
export function linkChangesAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<LinkChange[]> {
  return db
    .selectFrom('link_changes')
    .select(['id', 'domain', 'code'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Those of `ids` that exist now. */
export function linkChangesWithIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<LinkChange[]> {
  return db
    .selectFrom('link_changes')
    .select(['id', 'domain', 'code'])
    .where('id', 'in', ids)
    .execute();
}

/** Deletes changes older than `before` (ms); returns how many. */
export async function pruneLinkChanges(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('link_changes')
    .where('changed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
