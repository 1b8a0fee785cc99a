import { parentPort, workerData } from 'node:worker_threads';
import { ClickTally } from '../analytics/click-tally.js';
import { rollUpClicks } from '../analytics/roll-up-clicks.js';
import { openDatabase } from '../db/database.js';
import { lowerThreadPriority } from '../runtime/lower-thread-priority.js';
import { CLICK_BATCH_KEY_MS, pruneClickBatches } from './click-repository.js';
import { createClickStore } from './click-store.js';
import type { ToWorker, WorkerData } from './click-worker-protocol.js';
import { readSpooledBatches } from './read-spooled-batches.js';

/** Nice steps below the redirect thread (of Linux's 40). */
const WRITER_NICE = 10;

/**
 * The click writer thread: enrichment (geo, user agent, bot, hash), the database writes
 * and the analytics rollup run here, on their own connection, so the redirects' thread
 * only pushes clicks. Batches are written one after another, in the order they arrive.
 */
const port = parentPort;
if (!port) throw new Error('click-worker runs as a worker thread');
// Clicks are safe in the spool and can wait; redirects cannot. When every core is busy
// the scheduler runs the redirect thread first (figures: bench/README.md).
lowerThreadPriority(WRITER_NICE);

const { database, rollupEveryMs = 10_000 } = workerData as WorkerData;
const db = openDatabase(database, (error) =>
  port.postMessage({
    type: 'log',
    message: 'idle click-writer connection lost',
    error: `${error}`,
  }),
);
// A batch writes thousands of rows and rollup rows: a larger page cache than SQLite's
// default and rarer checkpoints (each one copies the dirtied pages back into the database
// file) make that cheaper on this thread. 16 MB, not 64: the cache's memory stays with the
// process after the thread ends (the allocator keeps it), so the smaller cache lowers
// bench/memory.js's figure at rest, and the bench's click catch-up kept its pace (clicks
// are appended by id since migration 0009, the rollups dirty a page per link and hour).
db.sqlite?.pragma('cache_size = -16384');
db.sqlite?.pragma('wal_autocheckpoint = 10000');
db.sqlite?.pragma('temp_store = memory');
// The clicks written here, grouped for the rollup as they are written (SQLite only).
const tally = db.sqlite ? new ClickTally() : undefined;
const store = createClickStore(db, tally);
let queue: Promise<void> = Promise.resolve();

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let prunedAt = 0;

/** Forgets the keys of batches written a week ago, at most hourly (a failure only waits). */
async function pruneBatchKeys(): Promise<void> {
  const now = Date.now();
  if (now - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now;
  try {
    await pruneClickBatches(db, now - CLICK_BATCH_KEY_MS);
  } catch (error) {
    port?.postMessage({
      type: 'log',
      message: 'pruning click batch keys failed',
      error: `${error}`,
    });
  }
}

/**
 * Analytics read the clicks not yet rolled up directly, so `rollupEveryMs` only bounds
 * that tail. A longer window is cheaper: the rollup costs one upsert per scope, hour and
 * value, and the clicks of ten seconds share far more of those than the clicks of two.
 */
let lastRollup = 0;

/** A rollup waiting for its window to end, so the tail does not wait for the next click. */
let dueRollup: NodeJS.Timeout | null = null;
let closing = false;

/**
 * Adds written clicks to the analytics rollups (analytics/roll-up-clicks.ts), at most
 * every `rollupEveryMs` unless `isFinal` (the thread is ending); a final one at shutdown
 * (`isBounded`) takes a second at most. Here rather than on the redirects' thread: a
 * SQLite batch runs synchronously and would stall redirects for its whole duration.
 */
async function rollUp(isFinal: boolean, isBounded = isFinal): Promise<void> {
  const now = Date.now();
  if (!isFinal && now - lastRollup < rollupEveryMs) {
    dueRollup ??= setTimeout(
      () => {
        dueRollup = null;
        if (!closing) queue = queue.then(() => rollUp(false));
      },
      rollupEveryMs - (now - lastRollup),
    );
    return;
  }
  lastRollup = now;
  try {
    // At shutdown, a second at most: what is left is rolled up after the next start.
    await rollUpClicks({ db, now, until: isBounded ? now + 1000 : undefined, tally });
  } catch (error) {
    port?.postMessage({ type: 'log', message: 'analytics rollup failed', error: `${error}` });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'close') {
    closing = true;
    if (dueRollup) clearTimeout(dueRollup);
  }
  queue = queue.then(async () => {
    if (message.type === 'close') {
      await rollUp(true, !message.idle);
      await db.close();
      port.postMessage({ type: 'closed' });
      return;
    }
    try {
      await store(readSpooledBatches(message.file, message.batches));
      port.postMessage({ type: 'written', id: message.id });
    } catch (error) {
      port.postMessage({ type: 'failed', id: message.id, error: `${error}` });
      return;
    }
    await pruneBatchKeys();
    await rollUp(false);
  });
});
