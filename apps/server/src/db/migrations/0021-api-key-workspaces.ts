import type { Kysely } from 'kysely';

/**
 * A key belongs to a workspace: `org_id` set, it acts in that team as the member
 * who made it (while they stay one); null, in its owner's personal workspace.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('org_id', 'text', (col) => col.references('organizations.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('api_keys_org_idx')
    .on('api_keys')
    .columns(['org_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('api_keys_org_idx').execute();
  await db.schema.alterTable('api_keys').dropColumn('org_id').execute();
}
