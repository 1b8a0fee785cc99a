import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, NewClick } from '../db/schema.js';

/** SQLite binds at most 32,766 parameters; 11 columns a row keeps a chunk well under. */
const ROWS_PER_INSERT = 500;

/**
 * Clicks as the redirects' process batched them. A batch is sent again until the writer
 * acknowledges it, so its key, claimed in `click_batches` by the transaction that stores
 * it, makes the second write of a committed batch store nothing.
 */
export interface KeyedClicks {
  key: string;
  clicks: NewClick[];
}

/** The clicks a write stored, and the id of the first (the rest follow it). */
export interface StoredClicks {
  firstId: number;
  clicks: NewClick[];
}

/**
 * Writes the clicks of the batches whose key is new, in one transaction; on SQLite, says
 * which it stored (the analytics tally groups them: analytics/click-tally.ts).
 */
export type ClickWriter = (batches: KeyedClicks[], now: number) => Promise<StoredClicks | null>;

/** How long a batch's key is kept: far longer than a batch waits in a live process. */
export const CLICK_BATCH_KEY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Writes batches of clicks atomically; the analytics rollup counts them later, from
 * `clicks` (analytics/README.md). On SQLite one statement, prepared once, runs per click in
 * one synchronous transaction (in the click writer thread): cheaper per click than
 * prepared 100-row statements, whose argument arrays cost more than the calls they save.
 */
export function createClickWriter(db: Db): ClickWriter {
  const { sqlite } = db;
  if (!sqlite)
    return async (batches, now) => {
      await db.kysely.transaction().execute((trx) => storeClicks(trx, batches, now));
      return null;
    };
  const insert = sqlite.prepare(
    `insert into clicks (link_id, clicked_at, referrer_host, country, browser, os, device,
      is_bot, is_qr, visitor_hash) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const claim = sqlite.prepare(
    'insert into click_batches (id, written_at) values (?, ?) on conflict (id) do nothing',
  );
  // One writer at a time: the ids of one transaction's rows follow on from each other.
  const write = sqlite.transaction((batches: KeyedClicks[], now: number): StoredClicks | null => {
    let firstId = 0;
    let lastId = 0;
    const stored: NewClick[] = [];
    for (const batch of batches) {
      if (claim.run(batch.key, now).changes !== 1) continue;
      for (const c of batch.clicks) {
        lastId = Number(
          insert.run(
            c.link_id,
            c.clicked_at,
            c.referrer_host,
            c.country,
            c.browser,
            c.os,
            c.device,
            c.is_bot,
            c.is_qr,
            c.visitor_hash,
          ).lastInsertRowid,
        );
        if (stored.length === 0) firstId = lastId;
        stored.push(c);
      }
    }
    return lastId - firstId + 1 === stored.length ? { firstId, clicks: stored } : null;
  });
  return async (batches, now) => write(batches, now);
}

/** Stores the clicks of the batches whose key is new, in the caller's transaction. */
export async function storeClicks(
  trx: Transaction<Database>,
  batches: KeyedClicks[],
  now: number,
): Promise<void> {
  if (batches.length === 0) return;
  const claimed = new Set(
    (
      await trx
        .insertInto('click_batches')
        .values(batches.map((batch) => ({ id: batch.key, written_at: now })))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .execute()
    ).map((row) => row.id),
  );
  const clicks = batches.flatMap((batch) => (claimed.has(batch.key) ? batch.clicks : []));
  for (let i = 0; i < clicks.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto('clicks')
      .values(clicks.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}

/** Forgets the keys of batches written before `before` (ms). */
export async function pruneClickBatches(db: Db, before: number): Promise<void> {
  await db.kysely.deleteFrom('click_batches').where('written_at', '<', before).execute();
}
