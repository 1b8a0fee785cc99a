import type { Config } from '../config.js';

/** What the click writer thread is started with. */
export interface WorkerData {
  database: Config['database'];
  /** How often written clicks are rolled up into analytics (ms); 10 s unless a test says. */
  rollupEveryMs?: number;
}

/** `clicks`: encoded by ClickBatch (raw-click.ts). */
export type ToWorker = { type: 'write'; id: number; clicks: Uint8Array } | { type: 'close' };

export type FromWorker =
  | { type: 'written'; id: number }
  | { type: 'failed'; id: number; error: string }
  | { type: 'log'; message: string; error: string }
  | { type: 'closed' };
