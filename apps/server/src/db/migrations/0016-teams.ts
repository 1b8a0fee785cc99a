import type { Kysely } from 'kysely';

/**
 * Team workspaces (spec 001 §3): organizations, their members with a role, the
 * invitations (the token stored as its SHA-256 only, bound to the invited email, single
 * use) and an audit log kept 90 days. Team links are `links` rows with `org_id` set and
 * `user_id` the member who made one (a member edits only its own); team domains likewise.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('subscription_plan', 'text', (col) => col.notNull().defaultTo('enterprise'))
    .addColumn('max_members', 'integer', (col) => col.notNull().defaultTo(50))
    .addColumn('max_urls', 'integer', (col) => col.notNull().defaultTo(1_000_000))
    .addColumn('max_domains', 'integer', (col) => col.notNull().defaultTo(50))
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('organization_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('org_id', 'text', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('invited_by', 'text')
    .addColumn('invited_at', 'bigint')
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('organization_members_org_user_key', ['org_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organization_members_user_idx')
    .on('organization_members')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('org_id', 'text', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('invitations_org_idx')
    .on('invitations')
    .columns(['org_id', 'status'])
    .execute();
  await db.schema.createIndex('invitations_email_idx').on('invitations').column('email').execute();
  await db.schema
    .createTable('team_audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('org_id', 'text', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('team_audit_log_org_idx')
    .on('team_audit_log')
    .columns(['org_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_audit_log').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('organization_members').execute();
  await db.schema.dropTable('organizations').execute();
}
