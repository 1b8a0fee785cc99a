import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every served redirect is one row in `clicks` (bots included, flagged), and one count
 * in its link's hourly rollup, which analytics read for speed. No raw IP is stored:
 * `visitor_hash` is a salted hash whose salt (`visitor_salts`) is replaced every day.
 * No foreign key to links: a click served just before its link was deleted must still
 * be writable, or one such click would block its whole batch.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('clicks')
    .addColumn('id', isPostgres ? sql`bigint generated always as identity` : 'integer', (col) =>
      col.primaryKey(),
    )
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('clicked_at', 'bigint', (col) => col.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('country', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('device', 'text')
    .addColumn('is_bot', 'integer', (col) => col.notNull())
    .addColumn('is_qr', 'integer', (col) => col.notNull())
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('clicks_link_time_idx')
    .on('clicks')
    .columns(['link_id', 'clicked_at'])
    .execute();

  await db.schema
    .createTable('click_rollups_hourly')
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('hour', 'bigint', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addColumn('human_clicks', 'integer', (col) => col.notNull())
    .addColumn('qr_clicks', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('click_rollups_hourly_pkey', ['link_id', 'hour'])
    .execute();

  await db.schema
    .createTable('visitor_salts')
    .addColumn('day', 'bigint', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['visitor_salts', 'click_rollups_hourly', 'clicks'])
    await db.schema.dropTable(table).execute();
}
