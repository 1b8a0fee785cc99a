import type { Db } from '../db/database.js';
import { ClickAggregate } from './aggregate-clicks.js';
import { DAY_MS } from './dimensions.js';
import {
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
  /** The most clicks one transaction rolls up. */
  batchSize?: number;
  /** About the most rows (totals, breakdowns, visitors) one transaction sums in memory. */
  maxRows?: number;
  /** Start no batch after this time (ms): at shutdown the rest waits for the next run. */
  until?: number;
}

/** Visitor hashes older than this many UTC days are forgotten (a late click counts anew). */
const VISITOR_DAYS_KEPT = 3;

/**
 * The clicks of a first batch: its rows tell how many the next may take. Clicks spread
 * over many links make a row per link, hour, dimension and value: 50,000 clicks on as many
 * links took the server's peak from ~450 MB to ~930 MB (bench/memory.js).
 */
const FIRST_BATCH = 5_000;

/** The result of one batch: click ids advanced over (0 when nothing was left), rows summed. */
interface BatchStep {
  advanced: number;
  rows: number;
}

/**
 * Counts every settled click not yet in the rollups, batch by batch: reads the batch's
 * clicks, sums them in memory (analytics/aggregate-clicks.ts) and adds the sums to the
 * rollup tables, moving the watermark in the same transaction. Safe from several processes
 * at once: each batch takes the lock first and re-reads the watermark, so no click is
 * counted twice. Big batches are cheap: a batch costs one upsert per scope, hour and
 * value, however many clicks share them; but those rows are held in memory, so each
 * batch's size follows from the rows per click of the one before (`maxRows`). Returns how
 * many click ids it advanced over.
 */
export async function rollUpClicks({
  db,
  now,
  batchSize = 50_000,
  maxRows = 100_000,
  until = Number.POSITIVE_INFINITY,
}: RollUpInput): Promise<number> {
  // Nothing new: skip the lock that settling takes on PostgreSQL.
  if ((await latestClickId(db.kysely)) <= (await readWatermark(db.kysely))) return 0;
  const settled = await settledMaxClickId(db.kysely, db.engine === 'postgres');
  const runBatch = db.sqlite ? sqliteBatchRunner(db, settled, now) : null;
  let advanced = 0;
  let size = Math.min(batchSize, FIRST_BATCH);
  while (Date.now() < until) {
    const step = runBatch ? runBatch(size) : await postgresBatch(db, settled, size, now);
    if (step.advanced === 0) break;
    advanced += step.advanced;
    size = nextBatchSize(size, step, { batchSize, maxRows });
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

/**
 * The next batch's size in click ids: as many as keep its rows near `maxRows` at the rows
 * per id of the last batch; at least one, at most `batchSize`, and at most ten times the
 * last (a small batch's mix of links may not hold for many more clicks).
 */
export function nextBatchSize(
  size: number,
  last: BatchStep,
  limits: { batchSize: number; maxRows: number },
): number {
  const rowsPerId = last.rows / Math.max(1, last.advanced);
  const fitting = rowsPerId > 0 ? Math.floor(limits.maxRows / rowsPerId) : limits.batchSize;
  return Math.max(1, Math.min(limits.batchSize, fitting, size * 10));
}

async function postgresBatch(
  db: Db,
  settled: number,
  size: number,
  now: number,
): Promise<BatchStep> {
  return db.kysely.transaction().execute(async (trx) => {
    const after = await postgresRollup.lockedWatermark(trx);
    if (after >= settled) return { advanced: 0, rows: 0 };
    const range = { after, upTo: Math.min(settled, after + size) };
    const clicks = await postgresRollup.clicks(trx, range);
    const owners = await postgresRollup.owners(trx, distinctLinks(clicks));
    const aggregate = new ClickAggregate((id) => owners.get(id)).add(clicks);
    for (const visitor of await postgresRollup.newVisitors(trx, [...aggregate.visitorDays()]))
      aggregate.countVisitor(visitor);
    await postgresRollup.write(trx, aggregate, range, now);
    return { advanced: range.upTo - after, rows: aggregate.rowCount };
  });
}

/**
 * On SQLite a batch runs synchronously on the raw connection in one BEGIN IMMEDIATE
 * transaction: nothing else on this connection (the click writer) can interleave with it,
 * and another process waits for the write lock instead of reading a stale watermark.
 */
function sqliteBatchRunner(db: Db, settled: number, now: number) {
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error('not a SQLite database');
  const store = sqliteRollupStatements(sqlite);
  const batch = sqlite.transaction((size: number): BatchStep => {
    const after = store.watermark();
    if (after >= settled) return { advanced: 0, rows: 0 };
    const range = { after, upTo: Math.min(settled, after + size) };
    const clicks = store.clicks(range);
    const owners = store.owners(distinctLinks(clicks));
    const aggregate = new ClickAggregate((id) => owners.get(id)).add(clicks);
    for (const visitor of aggregate.visitorDays())
      if (store.isNewVisitor(visitor)) aggregate.countVisitor(visitor);
    store.write(aggregate, range, now);
    return { advanced: range.upTo - after, rows: aggregate.rowCount };
  });
  return (size: number) => batch.immediate(size);
}

function distinctLinks(clicks: { 0: string }[]): string[] {
  return [...new Set(clicks.map((click) => click[0]))];
}
