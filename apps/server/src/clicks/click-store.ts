import type { ClickTally } from '../analytics/click-tally.js';
import type { Db } from '../db/database.js';
import { createClickWriter } from './click-repository.js';
import { enrichClick } from './enrich-click.js';
import type { RawClick } from './raw-click.js';
import { dayOf, VisitorSalts } from './visitor-salts.js';

/** A batch as the redirects' process sent it: its key, and its clicks. */
export interface KeyedRawClicks {
  key: string;
  clicks: RawClick[];
}

export type ClickStore = (batches: KeyedRawClicks[]) => Promise<void>;

/**
 * Enriches batches (one salt lookup per day in them) and writes them in one transaction,
 * each batch once however often it is sent (click-repository.ts); `tally` groups the
 * clicks stored for the analytics rollup. Runs in the click writer thread, on that
 * thread's own connection.
 */
export function createClickStore(db: Db, tally?: ClickTally): ClickStore {
  const salts = new VisitorSalts(db.kysely);
  const write = createClickWriter(db);
  return async (batches) => {
    const saltByDay = new Map<number, string>();
    for (const batch of batches)
      for (const click of batch.clicks) {
        const day = dayOf(click.at);
        if (!saltByDay.has(day)) saltByDay.set(day, await salts.forDay(day));
      }
    const salt = (click: RawClick) => saltByDay.get(dayOf(click.at)) ?? '';
    const stored = await write(
      batches.map(({ key, clicks }) => ({
        key,
        clicks: clicks.map((click) => enrichClick(click, salt(click))),
      })),
      Date.now(),
    );
    if (stored) tally?.add(stored.firstId, stored.clicks);
  };
}
