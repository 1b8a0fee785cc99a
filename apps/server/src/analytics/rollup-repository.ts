import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { DAY_MS, DIMENSIONS, HOUR_MS, MISSING_VALUE } from './dimensions.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Click ids in (after, upTo]: one batch of the rollup. */
export interface ClickIdRange {
  after: number;
  upTo: number;
}

export async function readWatermark(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('analytics_rollup_state')
    .select('last_click_id')
    .where('id', '=', 'clicks')
    .executeTakeFirst();
  return Number(row?.last_click_id ?? 0);
}

/**
 * The highest click id below which every click is committed. On PostgreSQL, ids are taken
 * when a row is inserted but become visible at commit, possibly out of order: a SHARE lock
 * waits for the insert transactions in flight, so no smaller id can appear afterwards.
 * SQLite has one writer at a time, so ids commit in order.
 */
export async function settledMaxClickId(db: Kysely<Database>, isPostgres: boolean) {
  const read = async (executor: Executor) => {
    const row = await executor
      .selectFrom('clicks')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  };
  if (!isPostgres) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`lock table clicks in share mode`.execute(trx);
    return read(trx);
  });
}

const inRange = (range: ClickIdRange) => sql`id > ${range.after} and id <= ${range.upTo}`;
// Constants are written into the SQL: PostgreSQL cannot type a bare parameter in a select list.
const hourOf = sql`(clicked_at / ${sql.lit(HOUR_MS)}) * ${sql.lit(HOUR_MS)}`;
const dayOf = sql`(clicked_at / ${sql.lit(DAY_MS)}) * ${sql.lit(DAY_MS)}`;
const dayNumber = sql`clicked_at / ${sql.lit(DAY_MS)}`;

/**
 * The statements that add a batch of clicks to the hourly totals, visitors, and both
 * breakdown tables. Run them in order in one transaction with the watermark update.
 */
export function rollupStatements(range: ClickIdRange): RawBuilder<unknown>[] {
  return [
    sql`
    insert into analytics_hourly (link_id, hour, clicks, human_clicks, qr_clicks, visitors)
    select link_id, ${hourOf}, count(*), sum(1 - is_bot), sum(is_qr), 0
    from clicks where ${inRange(range)}
    group by 1, 2
    on conflict (link_id, hour) do update set
      clicks = analytics_hourly.clicks + excluded.clicks,
      human_clicks = analytics_hourly.human_clicks + excluded.human_clicks,
      qr_clicks = analytics_hourly.qr_clicks + excluded.qr_clicks`,
    // Visitors not seen that UTC day on that link count in the hour of their first click.
    sql`
    insert into analytics_hourly (link_id, hour, clicks, human_clicks, qr_clicks, visitors)
    select link_id, first_hour, 0, 0, 0, count(*) from (
      select link_id, ${dayNumber} as day, visitor_hash, min(${hourOf}) as first_hour
      from clicks where ${inRange(range)}
      group by 1, 2, 3
    ) t
    where not exists (
      select 1 from analytics_visitor_days v
      where v.day = t.day and v.link_id = t.link_id and v.visitor_hash = t.visitor_hash)
    group by 1, 2
    on conflict (link_id, hour) do update set
      visitors = analytics_hourly.visitors + excluded.visitors`,
    sql`
    insert into analytics_visitor_days (day, link_id, visitor_hash)
    select distinct ${dayNumber}, link_id, visitor_hash from clicks where ${inRange(range)}
    on conflict do nothing`,
    breakdowns(range, 'analytics_breakdowns_hourly', 'hour', hourOf),
    breakdowns(range, 'analytics_breakdowns_daily', 'day', dayOf),
    sql`update analytics_rollup_state set last_click_id = ${range.upTo} where id = 'clicks'`,
  ];
}

function breakdowns(
  range: ClickIdRange,
  table: 'analytics_breakdowns_hourly' | 'analytics_breakdowns_daily',
  timeColumn: 'hour' | 'day',
  timeOf: RawBuilder<unknown>,
) {
  const perDimension = Object.entries(DIMENSIONS).map(
    ([dimension, column]) => sql`
      select link_id, ${timeOf} as t, ${sql.lit(dimension)} as dimension,
        coalesce(${sql.ref(column)}, ${sql.lit(MISSING_VALUE[dimension as keyof typeof DIMENSIONS])}) as value
      from clicks where ${inRange(range)}`,
  );
  return sql`
    insert into ${sql.table(table)} (link_id, ${sql.ref(timeColumn)}, dimension, value, clicks)
    select link_id, t, dimension, value, count(*) from (${sql.join(perDimension, sql` union all `)}) b
    where true
    group by 1, 2, 3, 4
    on conflict (link_id, ${sql.ref(timeColumn)}, dimension, value) do update set
      clicks = ${sql.table(table)}.clicks + excluded.clicks`;
}

/** Forgets visitor hashes of days before `keepFromDay`; their salt is long gone. */
export async function pruneVisitorDays(db: Executor, keepFromDay: number): Promise<void> {
  await db.deleteFrom('analytics_visitor_days').where('day', '<', keepFromDay).execute();
}

export async function clickTime(db: Executor, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('clicks')
    .select('clicked_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.clicked_at) : undefined;
}
