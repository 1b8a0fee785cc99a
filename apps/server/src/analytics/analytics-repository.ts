import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';
import { DAY_MS, HOUR_MS } from './dimensions.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whose clicks: one link, or a workspace's links (a user's personal ones, or a team's). */
export type Scope = { linkId: string } | WorkspaceOwner;

export interface Span {
  from: number;
  to: number;
}

/** The rollups' key for a scope. */
const scopeKey = (scope: Scope) =>
  'linkId' in scope
    ? `link:${scope.linkId}`
    : scope.orgId !== undefined
      ? `org:${scope.orgId}`
      : `user:${scope.userId}`;

type ClickBuilder = ExpressionBuilder<Database & { c: Database['clicks'] }, 'c'>;

/** Raw clicks in scope; `|| ''` keeps the planner off the (link_id, clicked_at) index (see tailClicks). */
function clickInScope(db: Executor, scope: Scope) {
  const linkId = sql<string>`c.link_id || ''`;
  if ('linkId' in scope) return (eb: ClickBuilder) => eb(linkId, '=', scope.linkId);
  const links = db.selectFrom('links').select('links.id').where(inWorkspace(scope));
  return (eb: ClickBuilder) => eb(linkId, 'in', links);
}

export async function hourlyTotals(db: Executor, scope: Scope, span: Span) {
  const rows = await db
    .selectFrom('analytics_hourly')
    .select((eb) => [
      'hour',
      eb.fn.sum<number>('clicks').as('clicks'),
      eb.fn.sum<number>('human_clicks').as('humans'),
      eb.fn.sum<number>('qr_clicks').as('qr'),
      eb.fn.sum<number>('visitors').as('visitors'),
    ])
    .where('scope', '=', scopeKey(scope))
    .where('hour', '>=', span.from)
    .where('hour', '<', span.to)
    .groupBy('hour')
    .execute();
  return rows.map((row) => ({
    hour: Number(row.hour),
    clicks: Number(row.clicks),
    humans: Number(row.humans),
    qr: Number(row.qr),
    visitors: Number(row.visitors),
  }));
}

/**
 * Clicks per dimension and value: whole UTC days from the daily table, the partial days at
 * either edge from the hourly one.
 */
export async function breakdownSums(db: Executor, scope: Scope, span: Span) {
  const firstDay = Math.ceil(span.from / DAY_MS) * DAY_MS;
  const endDay = Math.floor(span.to / DAY_MS) * DAY_MS;
  const parts =
    firstDay < endDay
      ? [
          breakdownQuery(db, 'analytics_breakdowns_daily', 'day', scope, {
            from: firstDay,
            to: endDay,
          }),
          breakdownQuery(db, 'analytics_breakdowns_hourly', 'hour', scope, {
            from: span.from,
            to: firstDay,
          }),
          breakdownQuery(db, 'analytics_breakdowns_hourly', 'hour', scope, {
            from: endDay,
            to: span.to,
          }),
        ]
      : [breakdownQuery(db, 'analytics_breakdowns_hourly', 'hour', scope, span)];
  return (await Promise.all(parts)).flat();
}

function breakdownQuery(
  db: Executor,
  table: 'analytics_breakdowns_daily' | 'analytics_breakdowns_hourly',
  timeColumn: 'day' | 'hour',
  scope: Scope,
  span: Span,
) {
  if (span.from >= span.to) return Promise.resolve([]);
  return db
    .selectFrom(table)
    .select((eb) => ['dimension', 'value', eb.fn.sum<number>('clicks').as('clicks')])
    .where('scope', '=', scopeKey(scope))
    .where(timeColumn, '>=', span.from)
    .where(timeColumn, '<', span.to)
    .groupBy(['dimension', 'value'])
    .execute();
}

/**
 * Clicks not rolled up yet, each with whether its visitor was already counted that day.
 * The tail is small and found by id: `|| ''` and `+ 0` keep the planner off the
 * (link_id, clicked_at) index, which would walk every rolled-up click of the range too.
 */
export async function tailClicks(db: Executor, scope: Scope, span: Span, watermark: number) {
  return db
    .selectFrom('clicks as c')
    .select((eb) => [
      'c.link_id',
      'c.clicked_at',
      'c.referrer_host',
      'c.country',
      'c.device',
      'c.browser',
      'c.os',
      'c.is_bot',
      'c.is_qr',
      'c.visitor_hash',
      eb
        .exists(
          eb
            .selectFrom('analytics_visitor_days as v')
            .select(sql.lit(1).as('one'))
            .whereRef('v.link_id', '=', 'c.link_id')
            .whereRef('v.visitor_hash', '=', 'c.visitor_hash')
            .where('v.day', '=', sql<number>`c.clicked_at / ${sql.lit(DAY_MS)}`),
        )
        .as('known'),
    ])
    .where('c.id', '>', watermark)
    .where(clickInScope(db, scope))
    .where(sql<number>`c.clicked_at + 0`, '>=', span.from)
    .where(sql<number>`c.clicked_at + 0`, '<', span.to)
    .execute();
}

export type TailClick = Awaited<ReturnType<typeof tailClicks>>[number];

/** The first hour with clicks in scope, rolled up or not. */
export async function earliestClick(db: Executor, scope: Scope, watermark: number) {
  const [rolled, raw] = await Promise.all([
    db
      .selectFrom('analytics_hourly')
      .select((eb) => eb.fn.min('hour').as('first'))
      .where('scope', '=', scopeKey(scope))
      .executeTakeFirst(),
    db
      .selectFrom('clicks as c')
      .select((eb) => eb.fn.min('c.clicked_at').as('first'))
      .where('c.id', '>', watermark)
      .where(clickInScope(db, scope))
      .executeTakeFirst(),
  ]);
  const times = [rolled?.first, raw?.first].filter((t) => t !== null && t !== undefined);
  if (!times.length) return undefined;
  return Math.floor(Math.min(...times.map(Number)) / HOUR_MS) * HOUR_MS;
}
