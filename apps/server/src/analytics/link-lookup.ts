import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The links a report names (its top links). */
export async function findLinksByIds(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('links')
    .select(['id', 'domain', 'code', 'url'])
    .where('id', 'in', ids)
    .execute();
}
