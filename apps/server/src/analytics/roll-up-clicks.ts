import type { Db } from '../db/database.js';
import type { ClickTally } from './click-tally.js';
import { DAY_MS } from './dimensions.js';
import {
  type ClickIdRange,
  clickTime,
  latestClickId,
  postgresRollup,
  pruneVisitorDays,
  readWatermark,
  settledMaxClickId,
  sqliteRollupStatements,
} from './rollup-repository.js';

export interface RollUpInput {
  db: Db;
  now: number;
  /** The most click ids one transaction rolls up. */
  batchSize?: number;
  /** Start no batch after this time (ms): at shutdown the rest waits for the next run. */
  until?: number;
  /** The clicks this thread wrote, already grouped (SQLite; click-tally.ts). */
  tally?: ClickTally;
}

/** Visitor hashes older than this many UTC days are forgotten (a late click counts anew). */
const VISITOR_DAYS_KEPT = 3;

/**
 * Counts every settled click not yet in the rollups, batch by batch: each batch groups its
 * clicks in SQL (rollup-repository.ts) and adds the sums to the rollup tables, moving the
 * watermark in the same transaction. Safe from several processes at once: each batch takes
 * the lock first and re-reads the watermark, so no click is counted twice. A batch costs
 * one upsert per scope, hour (or day) and value, however many clicks share it, so big
 * batches are cheap per click. Returns how many click ids it advanced over.
 */
export async function rollUpClicks({
  db,
  now,
  batchSize = 100_000,
  until = Number.POSITIVE_INFINITY,
  tally,
}: RollUpInput): Promise<number> {
  const watermark = await readWatermark(db.kysely);
  // Tallied clicks another process rolled up are forgotten.
  tally?.runFrom(watermark);
  // Nothing new: skip the lock that settling takes on PostgreSQL.
  if ((await latestClickId(db.kysely)) <= watermark) return 0;
  const settled = await settledMaxClickId(db.kysely, db.engine === 'postgres');
  const runBatch = db.sqlite
    ? sqliteBatchRunner(db, settled, now, tally)
    : (size: number) => postgresBatch(db, settled, size, now);
  let advanced = 0;
  while (Date.now() < until) {
    const step = await runBatch(batchSize);
    if (step === 0) break;
    advanced += step;
    // Between batches, let other work on this thread run (SQLite batches block it).
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

/** One batch on PostgreSQL; returns the click ids it advanced over (0 when none was left). */
async function postgresBatch(db: Db, settled: number, size: number, now: number) {
  return db.kysely.transaction().execute(async (trx) => {
    const after = await postgresRollup.lockedWatermark(trx);
    if (after >= settled) return 0;
    const range = { after, upTo: Math.min(settled, after + size) };
    await postgresRollup.rollUp(trx, range, now);
    return range.upTo - after;
  });
}

/**
 * On SQLite a batch groups its clicks into temporary tables first, without the write lock,
 * then adds the sums in one BEGIN IMMEDIATE transaction on the raw connection, which
 * re-reads the watermark: if another process rolled the range up meanwhile, it groups
 * again from there. Nothing else on this connection (the click writer) interleaves.
 * Clicks `tally` grouped as they were written are a batch of their own, not read back;
 * the reading stops where they start.
 */
function sqliteBatchRunner(db: Db, settled: number, now: number, tally?: ClickTally) {
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error('not a SQLite database');
  const store = sqliteRollupStatements(sqlite);
  const add = sqlite.transaction((range: ClickIdRange): boolean => {
    if (store.watermark() !== range.after) return false;
    store.add(range, now);
    return true;
  });
  return (size: number): number => {
    for (;;) {
      const after = store.watermark();
      if (after >= settled) return 0;
      const run = tally?.runFrom(after);
      if (run && run.upTo <= settled) {
        const range = { after, upTo: run.upTo };
        store.groupTallied(run);
        if (!add.immediate(range)) continue;
        tally?.done();
        return range.upTo - after;
      }
      const next = tally?.nextStart ?? Number.POSITIVE_INFINITY;
      const range = {
        after,
        upTo: Math.min(settled, after + size, next > after ? next : Number.POSITIVE_INFINITY),
      };
      store.group(range);
      if (add.immediate(range)) return range.upTo - after;
    }
  };
}
