import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * `links as l`, each with its all-time `clicks`: its rows in `analytics_hourly` plus its
 * clicks above the watermark, the rows `read-click-sums.ts` counts, so the dashboard and
 * the analytics agree. Callers add their `where` and columns. One statement sees one
 * snapshot: a batch the rollup commits meanwhile is in the rollups or the tail, not both.
 */
export function linksWithClicks(db: Executor) {
  const watermark = db
    .selectFrom('analytics_rollup_state')
    .select('last_click_id')
    .where('id', '=', 'clicks');
  // The tail is found by id (clicks has no per-link index) and grouped once.
  const tail = db
    .selectFrom('clicks')
    .select(['link_id', (eb) => eb.fn.countAll<number | string>().as('clicks')])
    .where('id', '>', watermark)
    .groupBy('link_id');
  return db
    .selectFrom('links as l')
    .leftJoin(tail.as('tail'), 'tail.link_id', 'l.id')
    .select((eb) => {
      const rolledUp = eb
        .selectFrom('analytics_hourly as h')
        .select((sub) => sub.fn.sum<number | string>('h.clicks').as('sum'))
        .where('h.scope', '=', sql<string>`'link:' || l.id`);
      return sql<number | string>`coalesce((${rolledUp}), 0) + coalesce(tail.clicks, 0)`.as(
        'clicks',
      );
    });
}
