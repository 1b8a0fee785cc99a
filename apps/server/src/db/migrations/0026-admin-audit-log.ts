import type { Kysely } from 'kysely';

/**
 * What admins did to users (a plan set, an account disabled or enabled), kept for good.
 * No foreign keys: an entry outlives the admin's and the user's accounts, so both are
 * also kept by email.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('target_email', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_log_target_idx')
    .on('admin_audit_log')
    .columns(['target_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
}
