import { type Kysely, sql } from 'kysely';

/**
 * Link health: `health_check` (0/1) opts a link into a daily check of its
 * destination; the last result is `health_status` ('ok' or 'broken'), `health_detail`
 * (`404`, `DNS name not found`…) and `health_checked_at` (epoch ms, also the claim a
 * checking process takes); `health_notified_at` is when the owner was mailed about the
 * current breakage (cleared on recovery). The redirect reads none of these, so the link
 * change feed's trigger does not watch them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('links')
    .addColumn('health_check', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('links').addColumn('health_status', 'text').execute();
  await db.schema.alterTable('links').addColumn('health_detail', 'text').execute();
  await db.schema.alterTable('links').addColumn('health_checked_at', 'bigint').execute();
  await db.schema.alterTable('links').addColumn('health_notified_at', 'bigint').execute();
  // The checker's round looks only at opted-in links, oldest check first.
  await db.schema
    .createIndex('links_health_due')
    .on('links')
    .column('health_checked_at')
    .where(sql.ref('health_check'), '=', 1)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('links_health_due').execute();
  for (const column of COLUMNS) await db.schema.alterTable('links').dropColumn(column).execute();
}

const COLUMNS = [
  'health_check',
  'health_status',
  'health_detail',
  'health_checked_at',
  'health_notified_at',
];
