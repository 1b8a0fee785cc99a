import type SQLite from 'better-sqlite3';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  type BreakdownRow,
  CLICK_TUPLE_COLUMNS,
  type ClickAggregate,
  type ClickTuple,
  type VisitorDay,
} from './aggregate-clicks.js';

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

const CLICK_COLUMNS = CLICK_TUPLE_COLUMNS.join(', ');
/** Rows per multi-row statement on PostgreSQL (at most 6 parameters a row). */
const PG_ROWS_PER_STATEMENT = 1000;

/**
 * SQLite: the batch's statements, prepared once per connection and run synchronously in
 * the caller's BEGIN IMMEDIATE transaction.
 */
export function sqliteRollupStatements(sqlite: SQLite.Database) {
  const clicks = sqlite
    .prepare(`select ${CLICK_COLUMNS} from clicks where id > ? and id <= ?`)
    .raw(true);
  const owners = sqlite
    .prepare(
      `select id, case when org_id is null then 'user:' || user_id else 'org:' || org_id end
       from links where id in (select value from json_each(?))`,
    )
    .raw(true);
  const visitorDay = sqlite.prepare(
    'insert into analytics_visitor_days (day, link_id, visitor_hash) values (?, ?, ?) on conflict do nothing',
  );
  const hour = sqlite.prepare(
    `insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
     values (?, ?, ?, ?, ?, ?)
     on conflict (scope, hour) do update set clicks = clicks + excluded.clicks,
       human_clicks = human_clicks + excluded.human_clicks,
       qr_clicks = qr_clicks + excluded.qr_clicks, visitors = visitors + excluded.visitors`,
  );
  const breakdown = (table: string, time: string) =>
    sqlite.prepare(
      `insert into ${table} (scope, ${time}, dimension, value, clicks) values (?, ?, ?, ?, ?)
       on conflict (scope, ${time}, dimension, value) do update set clicks = clicks + excluded.clicks`,
    );
  const hourly = breakdown('analytics_breakdowns_hourly', 'hour');
  const daily = breakdown('analytics_breakdowns_daily', 'day');
  const readState = sqlite.prepare(
    `select last_click_id from analytics_rollup_state where id = 'clicks'`,
  );
  const writeState = sqlite.prepare(
    `update analytics_rollup_state set last_click_id = ?, updated_at = ? where id = 'clicks'`,
  );
  return {
    watermark: () => Number((readState.get() as { last_click_id: number }).last_click_id),
    clicks: (range: ClickIdRange) => clicks.all(range.after, range.upTo) as ClickTuple[],
    owners(linkIds: string[]): Map<string, string | null> {
      const rows = owners.all(JSON.stringify(linkIds)) as [string, string | null][];
      return new Map(rows);
    },
    /** Records the visitor for its day; true when it was not there yet. */
    isNewVisitor: (v: VisitorDay) => visitorDay.run(v.day, v.linkId, v.visitorHash).changes > 0,
    write(aggregate: ClickAggregate, range: ClickIdRange, now: number): void {
      for (const r of aggregate.hours())
        hour.run(r.scope, r.hour, r.clicks, r.humans, r.qr, r.visitors);
      for (const r of aggregate.hourlyBreakdowns())
        hourly.run(r.scope, r.time, r.dimension, r.value, r.clicks);
      for (const r of aggregate.dailyBreakdowns())
        daily.run(r.scope, r.time, r.dimension, r.value, r.clicks);
      writeState.run(range.upTo, now);
    },
  };
}

/** PostgreSQL: the same steps through Kysely, in the caller's transaction. */
export const postgresRollup = {
  async lockedWatermark(trx: Transaction<Database>): Promise<number> {
    const { rows } = await sql<{ last_click_id: number }>`
      select last_click_id from analytics_rollup_state where id = 'clicks' for update`.execute(trx);
    return Number(rows[0]?.last_click_id ?? 0);
  },

  async clicks(trx: Transaction<Database>, range: ClickIdRange): Promise<ClickTuple[]> {
    const rows = await trx
      .selectFrom('clicks')
      .select([...CLICK_TUPLE_COLUMNS])
      .where('id', '>', range.after)
      .where('id', '<=', range.upTo)
      .execute();
    return rows.map((r) => [
      r.link_id,
      Number(r.clicked_at),
      r.referrer_host,
      r.country,
      r.device,
      r.browser,
      r.os,
      Number(r.is_bot),
      Number(r.is_qr),
      r.visitor_hash,
    ]);
  },

  async owners(trx: Transaction<Database>, linkIds: string[]) {
    const owners = new Map<string, string | null>();
    for (const ids of chunks(linkIds, PG_ROWS_PER_STATEMENT)) {
      const rows = await trx
        .selectFrom('links')
        .select(['id', 'user_id', 'org_id'])
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) owners.set(row.id, workspaceScope(row));
    }
    return owners;
  },

  /** Records the batch's visitors; returns the ones not seen on their link that day before. */
  async newVisitors(trx: Transaction<Database>, visitors: VisitorDay[]): Promise<VisitorDay[]> {
    const fresh: VisitorDay[] = [];
    for (const part of chunks(visitors, PG_ROWS_PER_STATEMENT)) {
      const inserted = await trx
        .insertInto('analytics_visitor_days')
        .values(part.map((v) => ({ day: v.day, link_id: v.linkId, visitor_hash: v.visitorHash })))
        .onConflict((conflict) => conflict.doNothing())
        .returning(['day', 'link_id', 'visitor_hash'])
        .execute();
      const isNew = new Set(inserted.map((r) => `${r.link_id}\n${r.day}\n${r.visitor_hash}`));
      for (const v of part) if (isNew.has(`${v.linkId}\n${v.day}\n${v.visitorHash}`)) fresh.push(v);
    }
    return fresh;
  },

  async write(
    trx: Transaction<Database>,
    aggregate: ClickAggregate,
    range: ClickIdRange,
    now: number,
  ): Promise<void> {
    for (const part of chunks([...aggregate.hours()], PG_ROWS_PER_STATEMENT))
      await trx
        .insertInto('analytics_hourly')
        .values(
          part.map((r) => ({
            scope: r.scope,
            hour: r.hour,
            clicks: r.clicks,
            human_clicks: r.humans,
            qr_clicks: r.qr,
            visitors: r.visitors,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['scope', 'hour']).doUpdateSet({
            clicks: sql`analytics_hourly.clicks + excluded.clicks`,
            human_clicks: sql`analytics_hourly.human_clicks + excluded.human_clicks`,
            qr_clicks: sql`analytics_hourly.qr_clicks + excluded.qr_clicks`,
            visitors: sql`analytics_hourly.visitors + excluded.visitors`,
          }),
        )
        .execute();
    await upsertBreakdowns(
      trx,
      'analytics_breakdowns_hourly',
      'hour',
      aggregate.hourlyBreakdowns(),
    );
    await upsertBreakdowns(trx, 'analytics_breakdowns_daily', 'day', aggregate.dailyBreakdowns());
    await trx
      .updateTable('analytics_rollup_state')
      .set({ last_click_id: range.upTo, updated_at: now })
      .where('id', '=', 'clicks')
      .execute();
  },
};

/** Adds breakdown rows to the hourly or the daily table, a statement per thousand rows. */
async function upsertBreakdowns(
  trx: Transaction<Database>,
  table: 'analytics_breakdowns_hourly' | 'analytics_breakdowns_daily',
  time: 'hour' | 'day',
  rows: Iterable<BreakdownRow>,
): Promise<void> {
  for (const part of chunks([...rows], PG_ROWS_PER_STATEMENT)) {
    const values = sql.join(
      part.map((r) => sql`(${r.scope}, ${r.time}, ${r.dimension}, ${r.value}, ${r.clicks})`),
    );
    await sql`
      insert into ${sql.table(table)} (scope, ${sql.ref(time)}, dimension, value, clicks)
      values ${values}
      on conflict (scope, ${sql.ref(time)}, dimension, value)
      do update set clicks = ${sql.table(table)}.clicks + excluded.clicks`.execute(trx);
  }
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
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

/** The rollup scope of a link's workspace: its team's, else its owner's (none for neither). */
export function workspaceScope(link: { user_id: string | null; org_id: string | null }) {
  if (link.org_id !== null) return `org:${link.org_id}`;
  return link.user_id === null ? null : `user:${link.user_id}`;
}
