import type { Kysely, Transaction } from 'kysely';
import type { Database, Link, NewLink } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function findLinkByCode(
  db: Executor,
  domain: string,
  code: string,
): Promise<Link | undefined> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('domain', '=', domain)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function isCodeTaken(db: Executor, domain: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('links')
    .select('id')
    .where('domain', '=', domain)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a link; false when (domain, code) is already taken (the unique key decides races). */
export async function insertLink(db: Executor, link: NewLink): Promise<boolean> {
  const result = await db
    .insertInto('links')
    .values(link)
    .onConflict((conflict) => conflict.columns(['domain', 'code']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function countLinksCreatedSince(
  db: Executor,
  userId: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
