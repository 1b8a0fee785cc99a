import type { Kysely, Transaction } from 'kysely';
import type { Database, EnterpriseInquiry, NewEnterpriseInquiry } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertEnterpriseInquiry(
  db: Executor,
  row: NewEnterpriseInquiry,
): Promise<void> {
  await db.insertInto('enterprise_inquiries').values(row).execute();
}

/** Newest first; `offset` rows skipped (pages of the admin inbox). */
export async function listEnterpriseInquiries(
  db: Executor,
  limit: number,
  offset = 0,
): Promise<EnterpriseInquiry[]> {
  return db
    .selectFrom('enterprise_inquiries')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countEnterpriseInquiries(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('enterprise_inquiries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks an inquiry handled at `at`, or unhandled with null; false when it does not exist. */
export async function markEnterpriseInquiryHandled(
  db: Executor,
  id: string,
  at: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('enterprise_inquiries')
    .set({ handled_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findEnterpriseInquiry(
  db: Executor,
  id: string,
): Promise<EnterpriseInquiry | undefined> {
  return db.selectFrom('enterprise_inquiries').selectAll().where('id', '=', id).executeTakeFirst();
}
