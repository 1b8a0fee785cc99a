import type SQLite from 'better-sqlite3';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { type TalliedRun, talliedGroups, talliedVisitors } from './click-tally.js';
import { DAY_MS, DIMENSIONS, type Dimension, HOUR_MS, MISSING_VALUE } from './dimensions.js';

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

/**
 * A click's workspace scope from its link `l`: `org:<id>` for a team link, `user:<id>` for
 * a personal one, null for neither or for a link deleted since.
 */
const WORKSPACE = `case when l.org_id is not null then 'org:' || l.org_id
  when l.user_id is not null then 'user:' || l.user_id end`;
const HOUR_OF = `clicked_at - clicked_at % ${HOUR_MS}`;

/**
 * The batch's working tables: its clicks grouped by link, hour and every dimension's value
 * (missing values already named), and each visitor's first hour per link and UTC day.
 */
const GROUP_COLUMNS = `link_id text, workspace text, hour bigint, referrer_host text,
  country text, device text, browser text, os text, clicks bigint, humans bigint, qr bigint`;
const VISITOR_COLUMNS =
  'link_id text, workspace text, day bigint, visitor_hash text, first_hour bigint';

/** The dimensions grouped on besides the link, each read as its column or its missing name. */
const VALUES = (Object.keys(DIMENSIONS) as Dimension[]).filter((d) => d !== 'link');
const VALUE_COLUMNS = VALUES.map((dimension) => DIMENSIONS[dimension]);
const named = (dimension: Dimension) =>
  `coalesce(${DIMENSIONS[dimension]}, '${MISSING_VALUE[dimension]}') as ${DIMENSIONS[dimension]}`;

const GROUP_CLICKS = `insert into rollup_groups
  select g.link_id, ${WORKSPACE}, g.hour, ${VALUE_COLUMNS.map((c) => `g.${c}`).join(', ')},
    g.clicks, g.humans, g.qr
  from (select link_id, ${HOUR_OF} as hour, ${VALUES.map(named).join(', ')},
      count(*) as clicks, sum(case when is_bot = 0 then 1 else 0 end) as humans,
      sum(case when is_qr <> 0 then 1 else 0 end) as qr
    from clicks where id > ? and id <= ?
    group by 1, 2, ${VALUE_COLUMNS.map((_, i) => i + 3).join(', ')}) as g
  left join links l on l.id = g.link_id`;

const GROUP_VISITORS = `insert into rollup_visitors
  select v.link_id, ${WORKSPACE}, v.day, v.visitor_hash, v.first_hour
  from (select link_id, clicked_at / ${DAY_MS} as day, visitor_hash, min(${HOUR_OF}) as first_hour
    from clicks where id > ? and id <= ? group by 1, 2, 3) as v
  left join links l on l.id = v.link_id`;

/** Each row of `table` counted under its link's scope and, when it has one, its workspace's. */
const bothScopes = (columns: string, table: string) => `
  select 'link:' || link_id as scope, ${columns} from ${table}
  union all select workspace, ${columns} from ${table} where workspace is not null`;

const ADD_HOURS = `insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
  select scope, hour, sum(clicks), sum(humans), sum(qr), 0
  from (${bothScopes('hour, clicks, humans, qr', 'rollup_groups')}) as s
  where true group by scope, hour
  on conflict (scope, hour) do update set clicks = analytics_hourly.clicks + excluded.clicks,
    human_clicks = analytics_hourly.human_clicks + excluded.human_clicks,
    qr_clicks = analytics_hourly.qr_clicks + excluded.qr_clicks`;

/**
 * Breakdowns per scope, time and value. A link's own scope keeps no `link` breakdown (it
 * would be the link's total): readers derive it.
 */
function addBreakdowns(table: string, time: string, timeOfHour: string) {
  const rows = Object.entries(DIMENSIONS).flatMap(([dimension, column]) => {
    const row = `${timeOfHour} as t, '${dimension}' as dimension, ${column} as value, clicks`;
    const workspace = `select workspace as scope, ${row} from rollup_groups where workspace is not null`;
    if (dimension === 'link') return [workspace];
    return [`select 'link:' || link_id as scope, ${row} from rollup_groups`, workspace];
  });
  return `insert into ${table} (scope, ${time}, dimension, value, clicks)
    select scope, t, dimension, value, sum(clicks) from (${rows.join('\n union all ')}) as s
    where true group by scope, t, dimension, value
    on conflict (scope, ${time}, dimension, value) do update set clicks = ${table}.clicks + excluded.clicks`;
}

/** Visitors the rollup has not seen on their link that day before; the rest are dropped. */
const NEW_VISITORS_ONLY = `delete from rollup_visitors where exists (select 1 from analytics_visitor_days d
  where d.day = rollup_visitors.day and d.link_id = rollup_visitors.link_id
    and d.visitor_hash = rollup_visitors.visitor_hash)`;
const REMEMBER_VISITORS = `insert into analytics_visitor_days (day, link_id, visitor_hash)
  select day, link_id, visitor_hash from rollup_visitors where true on conflict do nothing`;
/** A new visitor counts in the hour of their first click that day (its row exists by now). */
const ADD_VISITORS = `insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
  select scope, first_hour, 0, 0, 0, count(*) from (${bothScopes('first_hour', 'rollup_visitors')}) as s
  where true group by scope, first_hour
  on conflict (scope, hour) do update set visitors = analytics_hourly.visitors + excluded.visitors`;

/**
 * One batch: group the range's clicks and visitors (`after` and `upTo` bound both), then
 * add the sums to the rollups. Summing in SQL keeps the batch's rows out of the JavaScript
 * heap, and each statement is one pass over the groups, however many scopes, hours and
 * values they touch.
 */
const GROUP = [GROUP_CLICKS, GROUP_VISITORS];
const ADD = [
  ADD_HOURS,
  addBreakdowns('analytics_breakdowns_hourly', 'hour', 'hour'),
  addBreakdowns('analytics_breakdowns_daily', 'day', `hour - hour % ${DAY_MS}`),
  NEW_VISITORS_ONLY,
  REMEMBER_VISITORS,
  ADD_VISITORS,
];

/**
 * SQLite: the batch's statements, prepared once per run on the connection whose temporary
 * tables they use. `group` writes only those tables, so it runs without the database's
 * write lock (which a redirect thread's write would wait for, its event loop blocked);
 * `add` runs in the caller's BEGIN IMMEDIATE transaction.
 */
export function sqliteRollupStatements(sqlite: SQLite.Database) {
  sqlite.exec(`create temp table if not exists rollup_groups (${GROUP_COLUMNS});
    create temp table if not exists rollup_visitors (${VISITOR_COLUMNS})`);
  const clear = sqlite.prepare('delete from rollup_groups');
  const clearVisitors = sqlite.prepare('delete from rollup_visitors');
  const grouping = GROUP.map((text) => sqlite.prepare(text));
  const adding = ADD.map((text) => sqlite.prepare(text));
  // One transaction: one snapshot of the clicks for both groupings.
  const group = sqlite.transaction((range: ClickIdRange) => {
    clear.run();
    clearVisitors.run();
    for (const statement of grouping) statement.run(range.after, range.upTo);
  });
  // The same rows from clicks grouped as they were written (click-tally.ts).
  const workspaceOf = `(select ${WORKSPACE} from links l where l.id = ?)`;
  const insertGroup = sqlite.prepare(
    `insert into rollup_groups values (?, ${workspaceOf}, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVisitor = sqlite.prepare(
    `insert into rollup_visitors values (?, ${workspaceOf}, ?, ?, ?)`,
  );
  const fill = sqlite.transaction((run: TalliedRun) => {
    clear.run();
    clearVisitors.run();
    for (const g of talliedGroups(run))
      insertGroup.run(
        g.linkId,
        g.linkId,
        g.hour,
        g.referrer,
        g.country,
        g.device,
        g.browser,
        g.os,
        g.clicks,
        g.humans,
        g.qr,
      );
    for (const v of talliedVisitors(run))
      insertVisitor.run(v.linkId, v.linkId, v.day, v.hash, v.firstHour);
  });
  const readState = sqlite.prepare(
    `select last_click_id from analytics_rollup_state where id = 'clicks'`,
  );
  const writeState = sqlite.prepare(
    `update analytics_rollup_state set last_click_id = ?, updated_at = ? where id = 'clicks'`,
  );
  return {
    watermark: () => Number((readState.get() as { last_click_id: number }).last_click_id),
    group(range: ClickIdRange): void {
      group(range);
    },
    /** Groups a tallied run's clicks: what `group` gives for its range, without reading them. */
    groupTallied(run: TalliedRun): void {
      fill(run);
    },
    add(range: ClickIdRange, now: number): void {
      for (const statement of adding) statement.run();
      writeState.run(range.upTo, now);
    },
  };
}

/** PostgreSQL: the same statements in the caller's transaction, its working tables its own. */
export const postgresRollup = {
  async lockedWatermark(trx: Transaction<Database>): Promise<number> {
    const { rows } = await sql<{ last_click_id: number }>`
      select last_click_id from analytics_rollup_state where id = 'clicks' for update`.execute(trx);
    return Number(rows[0]?.last_click_id ?? 0);
  },

  async rollUp(trx: Transaction<Database>, range: ClickIdRange, now: number): Promise<void> {
    await sql
      .raw(`create temp table if not exists rollup_groups (${GROUP_COLUMNS}) on commit delete rows`)
      .execute(trx);
    await sql
      .raw(
        `create temp table if not exists rollup_visitors (${VISITOR_COLUMNS}) on commit delete rows`,
      )
      .execute(trx);
    for (const text of GROUP) {
      const [before, between, after] = text.split('?');
      await sql`${sql.raw(before ?? '')}${range.after}${sql.raw(between ?? '')}${range.upTo}${sql.raw(after ?? '')}`.execute(
        trx,
      );
    }
    for (const text of ADD) await sql.raw(text).execute(trx);
    await trx
      .updateTable('analytics_rollup_state')
      .set({ last_click_id: range.upTo, updated_at: now })
      .where('id', '=', 'clicks')
      .execute();
  },
};

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
