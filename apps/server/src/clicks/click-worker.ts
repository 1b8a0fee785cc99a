import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.js';
import { createClickStore } from './click-store.js';
import type { ToWorker, WorkerData } from './click-worker-protocol.js';
import { unpackClicks } from './raw-click.js';

/**
 * The click writer thread: enrichment (geo, user agent, bot, hash) and the database
 * writes run here, on their own connection, so the redirects' thread only pushes tuples.
 * Batches are written one after another, in the order they arrive.
 */
const port = parentPort;
if (!port) throw new Error('click-worker runs as a worker thread');

const { database } = workerData as WorkerData;
const db = openDatabase(database, (error) =>
  port.postMessage({
    type: 'log',
    message: 'idle click-writer connection lost',
    error: `${error}`,
  }),
);
// Every click adds a row at a random place in the (link_id, clicked_at) index, so a batch
// dirties about a page per click: a larger page cache and rarer checkpoints (each one
// copies those pages back into the database file) make that far cheaper on this thread.
db.sqlite?.pragma('cache_size = -65536');
db.sqlite?.pragma('wal_autocheckpoint = 10000');
const store = createClickStore(db);
let queue: Promise<void> = Promise.resolve();

port.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    if (message.type === 'close') {
      await db.close();
      port.postMessage({ type: 'closed' });
      return;
    }
    try {
      await store(unpackClicks(message.clicks));
      port.postMessage({ type: 'written', id: message.id });
    } catch (error) {
      port.postMessage({ type: 'failed', id: message.id, error: `${error}` });
    }
  });
});
