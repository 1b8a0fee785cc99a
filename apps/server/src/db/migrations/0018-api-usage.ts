import type { Kysely } from 'kysely';

/**
 * API metering: calls and refusals per key per UTC day (the monthly quota sums
 * them), calls per key per minute window (the per-minute limit), both exact whichever
 * process answered; and the first answer to each Idempotency-Key, replayed for 24 hours.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_usage')
    .addColumn('key_id', 'text', (col) =>
      col.notNull().references('api_keys.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('calls', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('api_usage_pkey', ['key_id', 'day'])
    .execute();
  await db.schema
    .createIndex('api_usage_user_day_idx')
    .on('api_usage')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createTable('api_rate_windows')
    .addColumn('key_id', 'text', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('calls', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('api_rate_windows_pkey', ['key_id', 'window_start'])
    .execute();
  await db.schema
    .createTable('api_idempotency')
    .addColumn('key_id', 'text', (col) =>
      col.notNull().references('api_keys.id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    /** 0 while the first request is being answered. */
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('api_idempotency_pkey', ['key_id', 'idempotency_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_idempotency').execute();
  await db.schema.dropTable('api_rate_windows').execute();
  await db.schema.dropTable('api_usage').execute();
}
