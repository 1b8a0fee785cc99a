import type { Kysely } from 'kysely';

/**
 * Imports from another shortener's running service, run as jobs. `api_key` is the
 * source's key, held only while the job may still run and cleared when it ends; `cursor`
 * is where the next run resumes (the source's page token, JSON); `lease_until` is the
 * claim of the process running it. Links keep what the source counted
 * (`imported_clicks`) and when it made them (`imported_created_at`), apart from Kurz's
 * own clicks and dates, so rollups and quotas never see them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('org_id', 'text')
    .addColumn('key_id', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text', (col) => col.notNull())
    .addColumn('api_key', 'text')
    .addColumn('domain_map', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('cursor', 'text')
    .addColumn('total', 'integer')
    .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('existing', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('conflicts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('runner', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  // The runner's scan: jobs not yet ended.
  await db.schema.createIndex('imports_status_idx').on('imports').column('status').execute();
  await db.schema
    .createIndex('imports_workspace_idx')
    .on('imports')
    .columns(['user_id', 'org_id', 'created_at'])
    .execute();
  await db.schema.alterTable('links').addColumn('imported_clicks', 'bigint').execute();
  await db.schema.alterTable('links').addColumn('imported_created_at', 'bigint').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('links').dropColumn('imported_created_at').execute();
  await db.schema.alterTable('links').dropColumn('imported_clicks').execute();
  await db.schema.dropTable('imports').execute();
}
