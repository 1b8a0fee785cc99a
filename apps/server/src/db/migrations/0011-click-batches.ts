import type { Kysely } from 'kysely';

/**
 * `click_batches`: the key of every batch of clicks written, claimed in the transaction
 * that writes its clicks. The redirects' process keeps a batch until the writer thread
 * acknowledges it and sends it again otherwise; when the write had committed but the
 * acknowledgement was lost (the thread died in between, or the database's answer to the
 * commit never arrived), the second write finds its key and stores nothing: a click is
 * stored once. Pruned after a week (`written_at`, ms).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('click_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('written_at', 'bigint', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('click_batches').execute();
}
