import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { DAY_MS, HOUR_MS } from './dimensions.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whose clicks: one link, a user's personal links, or a team's links. */
export type Scope = { linkId: string } | { userId: string } | { orgId: string };

export interface Span {
  from: number;
  to: number;
}

/** The rollups' key for a scope. */
const scopeKey = (scope: Scope) =>
  'linkId' in scope
    ? `link:${scope.linkId}`
    : 'orgId' in scope
      ? `org:${scope.orgId}`
      : `user:${scope.userId}`;

/** Raw clicks in scope; `|| ''` keeps the planner off the (link_id, clicked_at) index (see tailClicks). */
function clickInScope(
  eb: ExpressionBuilder<Database & { c: Database['clicks'] }, 'c'>,
  scope: Scope,
) {
  const linkId = sql<string>`c.link_id || ''`;
  if ('linkId' in scope) return eb(linkId, '=', scope.linkId);
  const links = eb.selectFrom('links').select('links.id');
  return eb(
    linkId,
    'in',
    'orgId' in scope
      ? links.where('links.org_id', '=', scope.orgId)
      : links.where('links.user_id', '=', scope.userId).where('links.org_id', 'is', null),
  );
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
    .where((eb) => clickInScope(eb, scope))
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
      .where((eb) => clickInScope(eb, scope))
      .executeTakeFirst(),
  ]);
  const times = [rolled?.first, raw?.first].filter((t) => t !== null && t !== undefined);
  if (!times.length) return undefined;
  return Math.floor(Math.min(...times.map(Number)) / HOUR_MS) * HOUR_MS;
}
