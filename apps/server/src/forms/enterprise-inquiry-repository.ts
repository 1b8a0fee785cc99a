import type { Kysely, Transaction } from 'kysely';
import type { Database, NewEnterpriseInquiry } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Reading and handling inquiries goes through inbox-repository.ts, shared with messages. */
export async function insertEnterpriseInquiry(
  db: Executor,
  row: NewEnterpriseInquiry,
): Promise<void> {
  await db.insertInto('enterprise_inquiries').values(row).execute();
}
