import type { Kysely, Transaction } from 'kysely';
import type { ContactMessage, Database, NewContactMessage } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertContactMessage(db: Executor, row: NewContactMessage): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** Newest first. */
export async function listContactMessages(db: Executor, limit: number): Promise<ContactMessage[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks a message handled; false when no such message exists. */
export async function markContactMessageHandled(
  db: Executor,
  id: string,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ handled_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
