import type { Config } from '../config.js';

/** What the click writer thread is started with. */
export interface WorkerData {
  database: Config['database'];
}

/** `clicks`: encoded by ClickBatch (raw-click.ts). */
export type ToWorker = { type: 'write'; id: number; clicks: Uint8Array } | { type: 'close' };

export type FromWorker =
  | { type: 'written'; id: number }
  | { type: 'failed'; id: number; error: string }
  | { type: 'log'; message: string; error: string }
  | { type: 'closed' };
