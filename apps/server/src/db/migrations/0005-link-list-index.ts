import type { Kysely } from 'kysely';

/**
 * The dashboard pages a user's links newest first with the keyset (created_at, id): an
 * index ending in id serves every page without a sort, however many links the user has.
 * It starts with (user_id, created_at), so it replaces the older index of those two.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('links_user_created_id_idx')
    .on('links')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('links_user_created_idx').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('links_user_created_idx')
    .on('links')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('links_user_created_id_idx').execute();
}
