import { type Kysely, sql } from 'kysely';

/**
 * A link's title and tags, as /create sets them. `links.title`: the destination's page title,
 * fetched or typed. `tags` belong to a workspace like links do: a person's own (`user_id`,
 * no `org_id`) or a team's (`org_id`); a name is unique per workspace whatever its case,
 * through `name_key` (the name lower-cased by the server, Unicode-aware on both engines).
 * `link_tags` joins them and goes with either side. Neither changes where a link
 * redirects, so the link change feed's trigger does not watch `title`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('links').addColumn('title', 'text').execute();
  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (col) => col.references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('tags_user_name_key')
    .on('tags')
    .columns(['user_id', 'name_key'])
    .unique()
    .where(sql.ref('org_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('tags_org_name_key')
    .on('tags')
    .columns(['org_id', 'name_key'])
    .unique()
    .where(sql.ref('org_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('link_tags')
    .addColumn('link_id', 'text', (col) => col.notNull().references('links.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('link_tags_pkey', ['link_id', 'tag_id'])
    .execute();
  // The dashboard's tag filter and the tag list's counts start from the tag.
  await db.schema.createIndex('link_tags_tag_idx').on('link_tags').columns(['tag_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_tags').execute();
  await db.schema.dropTable('tags').execute();
  await db.schema.alterTable('links').dropColumn('title').execute();
}
