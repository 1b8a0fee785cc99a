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
  if (!isPostgres) return latestClickId(db);
  return db.transaction().execute(async (trx) => {
    await sql`lock table clicks in share mode`.execute(trx);
    return latestClickId(trx);
  });
}

/** The highest click id visible now (committed, on PostgreSQL maybe not all below it). */
export async function latestClickId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('clicks')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

const inRange = (range: ClickIdRange) => sql`c.id > ${range.after} and c.id <= ${range.upTo}`;
// Constants are written into the SQL: PostgreSQL cannot type a bare parameter in a select list.
const hourOf = sql`(clicked_at / ${sql.lit(HOUR_MS)}) * ${sql.lit(HOUR_MS)}`;
const dayNumber = sql`clicked_at / ${sql.lit(DAY_MS)}`;
const CLICK_COLUMNS = sql.raw(
  'c.link_id, c.clicked_at, c.referrer_host, c.country, c.browser, c.os, c.device, c.is_bot, c.is_qr, c.visitor_hash',
);

/** The batch's clicks twice over: once under their link's scope, once under its owner's. */
const scoped = (range: ClickIdRange) => sql`(
  select 'link:' || c.link_id as scope, ${CLICK_COLUMNS} from clicks c where ${inRange(range)}
  union all
  select 'user:' || l.user_id as scope, ${CLICK_COLUMNS}
  from clicks c join links l on l.id = c.link_id
  where ${inRange(range)} and l.user_id is not null
) s`;

/**
 * The statements that add a batch of clicks to the hourly totals, visitors, and both
 * breakdown tables, then move the watermark. Run them in order in one transaction.
 */
export function rollupStatements(range: ClickIdRange): RawBuilder<unknown>[] {
  return [
    sql`create temporary table analytics_batch as select * from ${scoped(range)}`,
    sql`
    insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
    select scope, ${hourOf}, count(*), sum(1 - is_bot), sum(is_qr), 0
    from analytics_batch
    where true
    group by 1, 2
    on conflict (scope, hour) do update set
      clicks = analytics_hourly.clicks + excluded.clicks,
      human_clicks = analytics_hourly.human_clicks + excluded.human_clicks,
      qr_clicks = analytics_hourly.qr_clicks + excluded.qr_clicks`,
    // Visitors not seen that UTC day on that link count in the hour of their first click.
    sql`
    insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
    select scope, first_hour, 0, 0, 0, count(*) from (
      select scope, link_id, ${dayNumber} as day, visitor_hash, min(${hourOf}) as first_hour
      from analytics_batch
      group by 1, 2, 3, 4
    ) t
    where not exists (
      select 1 from analytics_visitor_days v
      where v.day = t.day and v.link_id = t.link_id and v.visitor_hash = t.visitor_hash)
    group by 1, 2
    on conflict (scope, hour) do update set
      visitors = analytics_hourly.visitors + excluded.visitors`,
    sql`
    insert into analytics_visitor_days (day, link_id, visitor_hash)
    select distinct ${dayNumber}, link_id, visitor_hash from clicks c where ${inRange(range)}
    on conflict do nothing`,
    ...breakdownStatements(),
    sql`drop table analytics_batch`,
    sql`update analytics_rollup_state set last_click_id = ${range.upTo} where id = 'clicks'`,
  ];
}

/**
 * Breakdowns are grouped once per batch into a temporary table (scope, hour, dimension,
 * value), then added to the hourly table as they are and to the daily one summed by day.
 */
function breakdownStatements(): RawBuilder<unknown>[] {
  const perDimension = Object.entries(DIMENSIONS).map(
    ([dimension, column]) => sql`
      select scope, ${hourOf} as hour, ${sql.lit(dimension)} as dimension,
        coalesce(${sql.ref(column)}, ${sql.lit(MISSING_VALUE[dimension as keyof typeof DIMENSIONS])}) as value
      from analytics_batch`,
  );
  const upsert = (table: string, time: string) => sql`
    on conflict (scope, ${sql.ref(time)}, dimension, value) do update set
      clicks = ${sql.table(table)}.clicks + excluded.clicks`;
  return [
    sql`create temporary table analytics_batch_breakdowns as
    select scope, hour, dimension, value, count(*) as clicks
    from (${sql.join(perDimension, sql` union all `)}) b
    group by 1, 2, 3, 4`,
    sql`
    insert into analytics_breakdowns_hourly (scope, hour, dimension, value, clicks)
    select scope, hour, dimension, value, clicks from analytics_batch_breakdowns where true
    ${upsert('analytics_breakdowns_hourly', 'hour')}`,
    sql`
    insert into analytics_breakdowns_daily (scope, day, dimension, value, clicks)
    select scope, (hour / ${sql.lit(DAY_MS)}) * ${sql.lit(DAY_MS)}, dimension, value, sum(clicks)
    from analytics_batch_breakdowns where true
    group by 1, 2, 3, 4
    ${upsert('analytics_breakdowns_daily', 'day')}`,
    sql`drop table analytics_batch_breakdowns`,
  ];
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
