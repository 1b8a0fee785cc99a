import type { Config } from '../config.js';

/** What the click writer thread is started with. */
export interface WorkerData {
  database: Config['database'];
  /** How often written clicks are rolled up into analytics (ms); 10 s unless a test says. */
  rollupEveryMs?: number;
}

/** The redirects' side's options for the thread (click-writer-thread.ts). */
export interface WriterOptions extends Pick<WorkerData, 'rollupEveryMs'> {
  /**
   * With nothing to write for this long (ms), the thread ends and gives its memory back
   * (a rollup's working set, large after a burst over many links, which V8 keeps
   * while the thread lives); the next batch starts a new one. 30 s unless a test says.
   */
  idleMs?: number;
}

/**
 * One batch in a write: its key (click-repository.ts), and where its clicks are: `count`
 * records, `bytes` bytes from `offset` in the spool file the write names.
 */
export interface SpooledBatch {
  key: string;
  count: number;
  offset: number;
  bytes: number;
}

/**
 * The key of the batch of records `seq` … `seq + count - 1` of the spool file `fileId`:
 * by spool positions, so a replay of the file tells from `click_batches` which records
 * were committed (replay-spools.ts).
 */
export function spoolBatchKey(fileId: string, seq: number, count: number): string {
  return `${spoolKeyPrefix(fileId)}${seq}:${seq + count - 1}`;
}

/** What the keys of the spool file `fileId`'s batches start with. */
export function spoolKeyPrefix(fileId: string): string {
  return `${fileId}:`;
}

/** The last record the batch of a spoolBatchKey holds. */
export function lastSeqOfKey(key: string): number {
  return Number(key.slice(key.lastIndexOf(':') + 1));
}

/**
 * The thread reads the batches' clicks from the spool file itself: the redirects' thread
 * neither keeps clicks in memory nor copies them over (bench/README.md).
 */
export type ToWorker =
  | { type: 'write'; id: number; file: string; batches: SpooledBatch[] }
  /** `idle`: not a shutdown, so the last rollup may take as long as it needs. */
  | { type: 'close'; idle?: boolean };

export type FromWorker =
  | { type: 'written'; id: number }
  | { type: 'failed'; id: number; error: string }
  | { type: 'log'; message: string; error: string }
  | { type: 'closed' };
