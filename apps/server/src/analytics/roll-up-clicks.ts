import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { DAY_MS } from './dimensions.js';
import {
  clickTime,
  latestClickId,
  pruneVisitorDays,
  readWatermark,
  rollupStatements,
  settledMaxClickId,
} from './rollup-repository.js';

export interface RollUpInput {
  db: Db;
  now: number;
  /** Clicks per transaction: keeps each one short (SQLite runs it on the event loop). */
  batchSize?: number;
}

/** Visitor hashes older than this many UTC days are forgotten (a late click counts anew). */
const VISITOR_DAYS_KEPT = 3;

/**
 * Counts every settled click not yet in the rollups, batch by batch, moving the watermark
 * in the same transaction as each batch. Safe from several processes at once: each batch
 * locks the state row first and re-reads the watermark, so no click is counted twice.
 * Returns how many click ids it advanced over.
 */
export async function rollUpClicks({ db, now, batchSize = 5000 }: RollUpInput): Promise<number> {
  // Nothing new: skip the lock that settling takes on PostgreSQL (this runs every 2 s).
  if ((await latestClickId(db.kysely)) <= (await readWatermark(db.kysely))) return 0;
  const settled = await settledMaxClickId(db.kysely, db.engine === 'postgres');
  const runBatch = db.sqlite ? sqliteBatchRunner(db, settled, batchSize) : null;
  let advanced = 0;
  for (;;) {
    const step = runBatch ? runBatch() : await postgresBatch(db, settled, batchSize);
    if (step === 0) break;
    advanced += step;
    // Between batches, let redirects and requests run (SQLite batches block the event loop).
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (advanced > 0) {
    // Relative to the newest click rather than the clock, so back-filled history dedupes too.
    const newest = await clickTime(db.kysely, settled);
    const newestDay = Math.floor(Math.min(newest ?? now, now) / DAY_MS);
    await pruneVisitorDays(db.kysely, newestDay - VISITOR_DAYS_KEPT + 1);
  }
  return advanced;
}

async function postgresBatch(db: Db, settled: number, batchSize: number): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const { rows } = await sql<{ last_click_id: number }>`
      select last_click_id from analytics_rollup_state where id = 'clicks' for update`.execute(trx);
    const after = Number(rows[0]?.last_click_id ?? 0);
    if (after >= settled) return 0;
    const upTo = Math.min(settled, after + batchSize);
    for (const statement of rollupStatements({ after, upTo })) await statement.execute(trx);
    return upTo - after;
  });
}

/**
 * On SQLite the batch runs synchronously on the raw connection in one BEGIN IMMEDIATE
 * transaction: nothing else on this connection (the click writer) can interleave with it,
 * and another process waits for the write lock instead of reading a stale watermark.
 */
function sqliteBatchRunner(db: Db, settled: number, batchSize: number): () => number {
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error('not a SQLite database');
  const readState = sqlite.prepare(
    `select last_click_id from analytics_rollup_state where id = 'clicks'`,
  );
  const batch = sqlite.transaction((): number => {
    const after = Number((readState.get() as { last_click_id: number }).last_click_id);
    if (after >= settled) return 0;
    const upTo = Math.min(settled, after + batchSize);
    for (const statement of rollupStatements({ after, upTo })) {
      const compiled = statement.compile(db.kysely);
      sqlite.prepare(compiled.sql).run(...(compiled.parameters as unknown[]));
    }
    return upTo - after;
  });
  return () => batch.immediate();
}
