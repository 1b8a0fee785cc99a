import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The tables behind the admin inbox: each pages on (created_at, id) and has handled_at. */
export type InboxTable = 'contact_messages' | 'enterprise_inquiries' | 'link_reports';
export type InboxRow<T extends InboxTable> = Selectable<Database[T]>;

/** Newest first; `offset` rows skipped (pages of the admin inbox). */
export async function listInboxRows<T extends InboxTable>(
  db: Executor,
  table: T,
  limit: number,
  offset = 0,
): Promise<InboxRow<T>[]> {
  const rows = await db
    .selectFrom(table as InboxTable)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as InboxRow<T>[];
}

export async function countInboxRows(db: Executor, table: InboxTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findInboxRow<T extends InboxTable>(
  db: Executor,
  table: T,
  id: string,
): Promise<InboxRow<T> | undefined> {
  const row = await db
    .selectFrom(table as InboxTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as InboxRow<T> | undefined;
}

/** Marks an entry handled at `at`, or open again with null; false when it does not exist. */
export async function markInboxRowHandled(
  db: Executor,
  table: InboxTable,
  id: string,
  at: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ handled_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
