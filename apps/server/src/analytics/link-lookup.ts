import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The links analytics names. Kept here rather than in links/link-repository.ts while the
 * links feature is being extended elsewhere; fold them in when they meet.
 */
export function findOwnedLink(db: Kysely<Database>, linkId: string, userId: string) {
  return db
    .selectFrom('links')
    .select(['id', 'domain', 'code', 'url'])
    .where('id', '=', linkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findLinksByIds(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('links')
    .select(['id', 'domain', 'code', 'url'])
    .where('id', 'in', ids)
    .execute();
}
