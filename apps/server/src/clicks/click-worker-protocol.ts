import type { Config } from '../config.js';
import type { PackedClicks } from './raw-click.js';

/** What the click writer thread is started with. */
export interface WorkerData {
  database: Config['database'];
}

export type ToWorker = { type: 'write'; id: number; clicks: PackedClicks } | { type: 'close' };

export type FromWorker =
  | { type: 'written'; id: number }
  | { type: 'failed'; id: number; error: string }
  | { type: 'log'; message: string; error: string }
  | { type: 'closed' };
