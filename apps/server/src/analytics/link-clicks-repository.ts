import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ClicksTable, Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;
export type StoredClick = Selectable<ClicksTable>;

export interface LinkClicksQuery {
  linkId: string;
  /** Epoch milliseconds, both ends included. */
  from?: number | undefined;
  to?: number | undefined;
  withoutBots: boolean;
}

function clicksOf(db: Executor, q: LinkClicksQuery) {
  let query = db.selectFrom('clicks').where('link_id', '=', q.linkId);
  if (q.from !== undefined) query = query.where('clicked_at', '>=', q.from);
  if (q.to !== undefined) query = query.where('clicked_at', '<=', q.to);
  if (q.withoutBots) query = query.where('is_bot', '=', 0);
  return query;
}

/** One page of a link's stored clicks, newest first (ties by id, so pages never overlap). */
export async function listLinkClicks(
  db: Executor,
  q: LinkClicksQuery,
  page: { offset: number; limit: number },
): Promise<StoredClick[]> {
  return clicksOf(db, q)
    .selectAll()
    .orderBy('clicked_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countLinkClicks(db: Executor, q: LinkClicksQuery): Promise<number> {
  const row = await clicksOf(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
