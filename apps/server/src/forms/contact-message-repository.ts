import type { Kysely, Transaction } from 'kysely';
import type { Database, NewContactMessage } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Reading and handling messages goes through inbox-repository.ts, shared with inquiries. */
export async function insertContactMessage(db: Executor, row: NewContactMessage): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
