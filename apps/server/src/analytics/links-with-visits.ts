import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * `links as l`, each with its all-time `clicks` and `human_clicks` (clicks not from bots),
 * from the same rows as `links-with-clicks.ts` (rollups plus the tail above the
 * watermark), for answers that split bots out. Apart from it so that the dashboard's list
 * pays for no second sum.
 */
export function linksWithVisits(db: Executor) {
  const watermark = db
    .selectFrom('analytics_rollup_state')
    .select('last_click_id')
    .where('id', '=', 'clicks');
  const tail = db
    .selectFrom('clicks')
    .select([
      'link_id',
      (eb) => eb.fn.countAll<number | string>().as('clicks'),
      (eb) => eb.fn.sum<number | string>(sql`1 - is_bot`).as('human_clicks'),
    ])
    .where('id', '>', watermark)
    .groupBy('link_id');
  const rolledUp = (column: 'clicks' | 'human_clicks') =>
    sql<number | string>`(select sum(h.${sql.ref(column)}) from analytics_hourly h
      where h.scope = 'link:' || l.id)`;
  return db
    .selectFrom('links as l')
    .leftJoin(tail.as('tail'), 'tail.link_id', 'l.id')
    .select([
      sql<number | string>`coalesce(${rolledUp('clicks')}, 0) + coalesce(tail.clicks, 0)`.as(
        'clicks',
      ),
      sql<
        number | string
      >`coalesce(${rolledUp('human_clicks')}, 0) + coalesce(tail.human_clicks, 0)`.as(
        'human_clicks',
      ),
    ]);
}

export interface VisitTotals {
  total: number;
  human: number;
}

/** All-time visits of each of `linkIds`, bots apart (absent ids have none). */
export async function visitTotals(
  db: Executor,
  linkIds: readonly string[],
): Promise<Map<string, VisitTotals>> {
  if (linkIds.length === 0) return new Map();
  const rows = await linksWithVisits(db).select('l.id').where('l.id', 'in', linkIds).execute();
  return new Map(
    rows.map((row) => [row.id, { total: Number(row.clicks), human: Number(row.human_clicks) }]),
  );
}
