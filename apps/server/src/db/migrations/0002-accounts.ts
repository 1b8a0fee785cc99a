import { type ColumnDataType, type Kysely, PostgresAdapter } from 'kysely';

/**
 * better-auth's tables (users, session, account, verification) with Kurz's profile
 * fields on the user. better-auth writes dates and booleans in each engine's own way
 * (ISO text and 0/1 on SQLite, timestamptz and boolean on PostgreSQL), so the column
 * types follow the engine here, unlike our own tables' epoch milliseconds.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const date: ColumnDataType = isPostgres ? 'timestamptz' : 'text';
  const bool: ColumnDataType = isPostgres ? 'boolean' : 'integer';
  const no = isPostgres ? false : 0;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified', bool, (col) => col.notNull().defaultTo(no))
    .addColumn('image', 'text')
    .addColumn('created_at', date, (col) => col.notNull())
    .addColumn('updated_at', date, (col) => col.notNull())
    .addColumn('full_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('subscription_plan', 'text', (col) => col.notNull().defaultTo('free'))
    .addColumn('subscription_status', 'text')
    .addColumn('stripe_customer_id', 'text', (col) => col.unique())
    .addColumn('is_admin', bool, (col) => col.notNull().defaultTo(no))
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', date, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', date, (col) => col.notNull())
    .addColumn('updated_at', date, (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', date)
    .addColumn('refresh_token_expires_at', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', date, (col) => col.notNull())
    .addColumn('updated_at', date, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_user_id_idx').on('account').column('user_id').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', date, (col) => col.notNull())
    .addColumn('created_at', date, (col) => col.notNull())
    .addColumn('updated_at', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['verification', 'account', 'session', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
