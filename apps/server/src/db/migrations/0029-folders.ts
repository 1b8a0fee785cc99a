import { type Kysely, sql } from 'kysely';

/**
 * Folders, notes and archive. `folders` belong to a workspace like tags do: a person's own
 * (`user_id`, no `org_id`) or a team's (`org_id`); a name is unique per workspace whatever
 * its case, through `name_key`. A link sits in at most one folder (`links.folder_id`);
 * deleting the folder leaves the link in none. `notes` is plain text for the link's
 * managers; `archived_at` hides the link from the default list. None of them changes where
 * a link redirects, so the link change feed's trigger does not watch them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('folders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (col) => col.references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('folders_user_name_key')
    .on('folders')
    .columns(['user_id', 'name_key'])
    .unique()
    .where(sql.ref('org_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('folders_org_name_key')
    .on('folders')
    .columns(['org_id', 'name_key'])
    .unique()
    .where(sql.ref('org_id'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('links')
    .addColumn('folder_id', 'text', (col) => col.references('folders.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('links').addColumn('notes', 'text').execute();
  await db.schema.alterTable('links').addColumn('archived_at', 'bigint').execute();
  // A folder's page of the dashboard, newest first, and moving a deleted folder's links out.
  await db.schema
    .createIndex('links_folder_created_idx')
    .on('links')
    .columns(['folder_id', 'created_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('links_folder_created_idx').execute();
  await db.schema.alterTable('links').dropColumn('archived_at').execute();
  await db.schema.alterTable('links').dropColumn('notes').execute();
  await db.schema.alterTable('links').dropColumn('folder_id').execute();
  await db.schema.dropTable('folders').execute();
}
