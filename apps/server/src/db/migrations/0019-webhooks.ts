import { type Kysely, sql } from 'kysely';

/**
 * Webhooks.
 * - `webhook_endpoints`: a workspace's receivers (org_id null: the creator's personal
 *   workspace). The secret is kept as given (`whsec_…`): every delivery is signed with it.
 *   `events` is a JSON array of event names.
 * - `webhook_deliveries`: the durable queue and the delivery log in one. `id` is the
 *   `webhook-id` header (the same for every attempt and replay); `payload` the exact body.
 *   A pending row is due at `next_attempt_at`; retries stop 3 days after
 *   `first_attempt_at`. Delivered and failed rows are deleted after 30 days.
 * - `webhook_click_state`: one row, the last click id handed to `link.clicked` deliveries.
 *   It starts at the newest click: history before webhooks existed is not sent.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'text', (col) => col.references('organizations.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('disabled_at', 'bigint')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // A link's workspace is found by one of these on every link change.
  await db.schema
    .createIndex('webhook_endpoints_user_idx')
    .on('webhook_endpoints')
    .columns(['user_id', 'org_id'])
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_org_idx')
    .on('webhook_endpoints')
    .column('org_id')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('endpoint_id', 'text', (col) =>
      col.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('first_attempt_at', 'bigint')
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('delivered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_log_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_click_state')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('last_click_id', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into webhook_click_state (id, last_click_id, updated_at)
    select 'clicks', coalesce(max(id), 0), 0 from clicks`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_click_state').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
