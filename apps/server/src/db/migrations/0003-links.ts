import type { Kysely } from 'kysely';

/** Short links: one row per (domain, code), codes case-sensitive on both engines. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'text')
    .addColumn('custom_domain_id', 'text')
    .addColumn('redirect_type', 'integer', (col) => col.notNull().defaultTo(302))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('links_domain_code_key', ['domain', 'code'])
    .execute();
  await db.schema
    .createIndex('links_user_created_idx')
    .on('links')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('links_org_created_idx')
    .on('links')
    .columns(['org_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('links').execute();
}
