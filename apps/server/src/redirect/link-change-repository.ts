import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export interface LinkChange {
  id: number;
  domain: string;
  code: string;
}

/** The newest change's id, or 0: a process starting with an empty cache begins after it. */
export async function latestLinkChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('link_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

const afterStatements = new WeakMap<SQLite.Database, SQLite.Statement>();

/**
 * Changes after `afterId`, oldest first, at most `limit`. Every process runs this each
 * second on the thread that answers redirects: on SQLite it is one prepared statement, not
 * a query built through Kysely every time.
 */
export async function linkChangesAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<LinkChange[]> {
  const { sqlite } = db;
  if (sqlite) {
    let statement = afterStatements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare(
        'select id, domain, code from link_changes where id > ? order by id limit ?',
      );
      afterStatements.set(sqlite, statement);
    }
    return statement.all(afterId, limit) as LinkChange[];
  }
  return db.kysely
    .selectFrom('link_changes')
    .select(['id', 'domain', 'code'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Those of `ids` that exist now. */
export function linkChangesWithIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<LinkChange[]> {
  return db
    .selectFrom('link_changes')
    .select(['id', 'domain', 'code'])
    .where('id', 'in', ids)
    .execute();
}

/** Deletes changes older than `before` (ms); returns how many. */
export async function pruneLinkChanges(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('link_changes')
    .where('changed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
