import type { Kysely } from 'kysely';

/**
 * `mail_queue`: outgoing mail the SMTP server did not take (down, refusing, timing out),
 * kept until it does. `message` is the rendered mail as JSON; `next_attempt_at` (ms) is
 * when to try again, pushed back further after each failure; the server process drains
 * it (`mail/mail-queue.ts`) and deletes a row once its mail is sent.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mail_queue_next_attempt_at')
    .on('mail_queue')
    .column('next_attempt_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
