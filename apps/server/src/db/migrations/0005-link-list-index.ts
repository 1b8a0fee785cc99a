import type { Kysely } from 'kysely';

/**
 * The dashboard pages a user's personal links (org_id null) with the keyset
 * (created_at, id), newest first or ranked by clicks. This index serves every page
 * without a sort, and covers the ranking by clicks (no table read per link), however
 * many links the user has. The older (user_id, created_at) index stays for the
 * monthly quota count, which spans personal and team links.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('links_user_org_created_id_idx')
    .on('links')
    .columns(['user_id', 'org_id', 'created_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('links_user_org_created_id_idx').execute();
}
