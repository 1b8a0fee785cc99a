import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, NewClick } from '../db/schema.js';

const HOUR_MS = 60 * 60 * 1000;
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

/** Writes batches (their clicks and rollups, those whose key is new) in one transaction. */
export type ClickWriter = (batches: KeyedClicks[], now: number) => Promise<void>;

/** How long a batch's key is kept: far longer than a batch waits in a live process. */
export const CLICK_BATCH_KEY_MS = 7 * 24 * 60 * 60 * 1000;

/** Clicks per prepared multi-row insert on SQLite (10 parameters each). */
const ROWS_PER_SQLITE_INSERT = 100;
const CLICK_COLUMNS =
  'link_id, clicked_at, referrer_host, country, browser, os, device, is_bot, is_qr, visitor_hash';

/**
 * Writes a batch of clicks and its rollups atomically. On SQLite the statements are
 * prepared once and run in one synchronous transaction (in the click writer thread), a
 * hundred clicks a statement: compiling a 500-row insert per batch cost more than the
 * insert itself, and one statement per click costs a call and a step per row.
 */
export function createClickWriter(db: Db): ClickWriter {
  const { sqlite } = db;
  if (!sqlite)
    return (batches, now) =>
      db.kysely.transaction().execute((trx) => storeClicks(trx, batches, now));
  // Positional parameters: binding by name costs more than the row insert on this path.
  const insertRows = (rows: number) =>
    sqlite.prepare(
      `insert into clicks (${CLICK_COLUMNS}) values ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    );
  const insertMany = insertRows(ROWS_PER_SQLITE_INSERT);
  const insertOne = insertRows(1);
  const addRollup = sqlite.prepare(
    `insert into click_rollups_hourly (link_id, hour, clicks, human_clicks, qr_clicks)
     values (?, ?, ?, ?, ?)
     on conflict (link_id, hour) do update set clicks = clicks + excluded.clicks,
       human_clicks = human_clicks + excluded.human_clicks, qr_clicks = qr_clicks + excluded.qr_clicks`,
  );
  const values = (c: NewClick) => [
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
  ];
  const claim = sqlite.prepare(
    'insert into click_batches (id, written_at) values (?, ?) on conflict (id) do nothing',
  );
  const write = sqlite.transaction((batches: KeyedClicks[], now: number) => {
    const clicks = batches.flatMap((batch) =>
      claim.run(batch.key, now).changes === 1 ? batch.clicks : [],
    );
    let i = 0;
    for (; i + ROWS_PER_SQLITE_INSERT <= clicks.length; i += ROWS_PER_SQLITE_INSERT)
      insertMany.run(clicks.slice(i, i + ROWS_PER_SQLITE_INSERT).flatMap(values));
    for (; i < clicks.length; i++) insertOne.run(values(clicks[i] as NewClick));
    for (const r of rollupsOf(clicks))
      addRollup.run(r.link_id, r.hour, r.clicks, r.human_clicks, r.qr_clicks);
  });
  return async (batches, now) => {
    write(batches, now);
  };
}

/**
 * Stores the batches whose key is new and adds their clicks to the hourly rollups, in the
 * caller's transaction.
 */
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
  for (const rollup of rollupsOf(clicks)) {
    await trx
      .insertInto('click_rollups_hourly')
      .values(rollup)
      .onConflict((conflict) =>
        conflict.columns(['link_id', 'hour']).doUpdateSet({
          clicks: sql`click_rollups_hourly.clicks + excluded.clicks`,
          human_clicks: sql`click_rollups_hourly.human_clicks + excluded.human_clicks`,
          qr_clicks: sql`click_rollups_hourly.qr_clicks + excluded.qr_clicks`,
        }),
      )
      .execute();
  }
}

/** Forgets the keys of batches written before `before` (ms). */
export async function pruneClickBatches(db: Db, before: number): Promise<void> {
  await db.kysely.deleteFrom('click_batches').where('written_at', '<', before).execute();
}

function rollupsOf(clicks: NewClick[]) {
  const byKey = new Map<
    string,
    { link_id: string; hour: number; clicks: number; human_clicks: number; qr_clicks: number }
  >();
  for (const click of clicks) {
    const hour = Math.floor(click.clicked_at / HOUR_MS) * HOUR_MS;
    const key = `${click.link_id}/${hour}`;
    const rollup = byKey.get(key) ?? {
      link_id: click.link_id,
      hour,
      clicks: 0,
      human_clicks: 0,
      qr_clicks: 0,
    };
    rollup.clicks += 1;
    rollup.human_clicks += click.is_bot ? 0 : 1;
    rollup.qr_clicks += click.is_qr ? 1 : 0;
    byKey.set(key, rollup);
  }
  return [...byKey.values()];
}
