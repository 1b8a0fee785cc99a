import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Emails are stored lower-cased by better-auth; compare the same way. */
export async function userExistsWithEmail(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
