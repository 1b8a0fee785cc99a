import type { Db } from '../db/database.js';
import { createClickWriter } from './click-repository.js';
import { enrichClick } from './enrich-click.js';
import type { RawClick } from './raw-click.js';
import { dayOf, VisitorSalts } from './visitor-salts.js';

export type ClickStore = (clicks: RawClick[]) => Promise<void>;

/**
 * Enriches a batch (one salt lookup per day in it) and writes it with its rollups in one
 * transaction. Runs in the click writer thread, on that thread's own connection.
 */
export function createClickStore(db: Db): ClickStore {
  const salts = new VisitorSalts(db.kysely);
  const write = createClickWriter(db);
  return async (clicks) => {
    const saltByDay = new Map<number, string>();
    for (const click of clicks) {
      const day = dayOf(click.at);
      if (!saltByDay.has(day)) saltByDay.set(day, await salts.forDay(day));
    }
    await write(clicks.map((click) => enrichClick(click, saltByDay.get(dayOf(click.at)) ?? '')));
  };
}
