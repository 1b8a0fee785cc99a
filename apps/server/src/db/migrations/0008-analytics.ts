import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Analytics rollups, built from `clicks` by `analytics/roll-up-clicks.ts` (the click
 * writer never touches them). Everything up to `analytics_rollup_state.last_click_id` is
 * counted here; clicks above it are read raw (the "tail"), so nothing is counted twice.
 * Every rollup row belongs to a scope: 'link:<id>' for one link and 'user:<id>' for all
 * of a user's links, so either view reads a few hundred rows, not one per link.
 * - `analytics_hourly`: per scope and UTC hour: clicks, human clicks, QR clicks, and
 *   visitors (a visitor counts once per link and UTC day, in the hour of their first click).
 * - `analytics_breakdowns_hourly` / `_daily`: clicks per scope, hour or UTC day, dimension
 *   (referrer, country, device, browser, os) and value. Daily rows keep long ranges fast;
 *   hourly rows serve the partial days at a range's edges.
 * - `analytics_visitor_days`: which salted visitor hashes were already counted for a link
 *   on a day; only the last few days are kept (the salt rotates daily anyway).
 * On SQLite the rollups are WITHOUT ROWID tables: rows are stored in primary-key order, so
 * a link's hours are read in one sequential pass instead of one lookup per row.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const clustered = isPostgres ? sql`` : sql`without rowid`;
  await db.schema
    .createTable('analytics_rollup_state')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('last_click_id', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into analytics_rollup_state (id, last_click_id, updated_at) values ('clicks', 0, 0)`.execute(
    db,
  );

  await db.schema
    .createTable('analytics_hourly')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('hour', 'bigint', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addColumn('human_clicks', 'integer', (col) => col.notNull())
    .addColumn('qr_clicks', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_hourly_pkey', ['scope', 'hour'])
    .modifyEnd(clustered)
    .execute();

  for (const [table, time] of [
    ['analytics_breakdowns_hourly', 'hour'],
    ['analytics_breakdowns_daily', 'day'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn(time, 'bigint', (col) => col.notNull())
      .addColumn('dimension', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('clicks', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['scope', time, 'dimension', 'value'])
      .modifyEnd(clustered)
      .execute();
  }

  await db.schema
    .createTable('analytics_visitor_days')
    .addColumn('day', 'bigint', (col) => col.notNull())
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_visitor_days_pkey', ['day', 'link_id', 'visitor_hash'])
    .modifyEnd(clustered)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'analytics_visitor_days',
    'analytics_breakdowns_daily',
    'analytics_breakdowns_hourly',
    'analytics_hourly',
    'analytics_rollup_state',
  ])
    await db.schema.dropTable(table).execute();
}
