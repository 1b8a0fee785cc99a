import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Drops `click_rollups_hourly`, the click writer's per-link hourly counts: the dashboard
 * now reads the analytics rollups and their raw tail (analytics/links-with-clicks.ts), so
 * the two can never disagree. No count is lost: the writer added each click to that table
 * in the transaction that stored it in `clicks`, which is never pruned, and the analytics
 * rollup counts every click from id 1 up (its watermark started at 0 in 0008).
 * On PostgreSQL, `analytics_hourly` is a heap: summing a link's hours for each of 5,000
 * links fetched scattered rows, so an index carrying `clicks` lets that sum read the index
 * alone. SQLite stores the table in key order (WITHOUT ROWID) and needs none.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('click_rollups_hourly').execute();
  if (isPostgres(db))
    await sql`create index analytics_hourly_scope_clicks_idx on analytics_hourly (scope) include (clicks)`.execute(
      db,
    );
}

/** Rebuilds the table from `clicks`, as the writer would have left it. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropIndex('analytics_hourly_scope_clicks_idx').execute();
  await db.schema
    .createTable('click_rollups_hourly')
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('hour', 'bigint', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addColumn('human_clicks', 'integer', (col) => col.notNull())
    .addColumn('qr_clicks', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('click_rollups_hourly_pkey', ['link_id', 'hour'])
    .execute();
  await sql`
    insert into click_rollups_hourly (link_id, hour, clicks, human_clicks, qr_clicks)
    select link_id, clicked_at - clicked_at % 3600000, count(*), sum(1 - is_bot), sum(is_qr)
    from clicks group by link_id, clicked_at - clicked_at % 3600000`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
