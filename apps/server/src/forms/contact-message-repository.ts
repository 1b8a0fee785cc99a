import type { Kysely, Transaction } from 'kysely';
import type { ContactMessage, Database, NewContactMessage } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertContactMessage(db: Executor, row: NewContactMessage): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** Newest first; `offset` rows skipped (pages of the admin inbox). */
export async function listContactMessages(
  db: Executor,
  limit: number,
  offset = 0,
): Promise<ContactMessage[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countContactMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks a message handled at `at`, or unhandled with null; false when no such message
 * exists.
 */
export async function markContactMessageHandled(
  db: Executor,
  id: string,
  at: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ handled_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findContactMessage(
  db: Executor,
  id: string,
): Promise<ContactMessage | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}
