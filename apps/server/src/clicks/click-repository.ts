import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, NewClick } from '../db/schema.js';

const HOUR_MS = 60 * 60 * 1000;
/** SQLite binds at most 32,766 parameters; 11 columns a row keeps a chunk well under. */
const ROWS_PER_INSERT = 500;

export type ClickWriter = (clicks: NewClick[]) => Promise<void>;

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
    return (clicks) => db.kysely.transaction().execute((trx) => storeClicks(trx, clicks));
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
  const write = sqlite.transaction((clicks: NewClick[]) => {
    let i = 0;
    for (; i + ROWS_PER_SQLITE_INSERT <= clicks.length; i += ROWS_PER_SQLITE_INSERT)
      insertMany.run(clicks.slice(i, i + ROWS_PER_SQLITE_INSERT).flatMap(values));
    for (; i < clicks.length; i++) insertOne.run(values(clicks[i] as NewClick));
    for (const r of rollupsOf(clicks))
      addRollup.run(r.link_id, r.hour, r.clicks, r.human_clicks, r.qr_clicks);
  });
  return async (clicks) => {
    write(clicks);
  };
}

/** Stores a batch of clicks and adds them to the hourly rollups, in the caller's transaction. */
export async function storeClicks(trx: Transaction<Database>, clicks: NewClick[]): Promise<void> {
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
