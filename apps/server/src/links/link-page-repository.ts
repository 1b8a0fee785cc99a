import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { linksWithVisits, visitTotals } from '../analytics/links-with-visits.js';
import type { Database, Link } from '../db/schema.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';
import { inJoinedWorkspace } from './joined-workspace-filter.js';
import { searchFilter } from './link-list-repository.js';
import { hasTagNamed } from './link-tag-repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const LINK_PAGE_ORDERS = [
  'created',
  'code',
  'url',
  'title',
  'clicks',
  'human_clicks',
] as const;
export type LinkPageOrder = (typeof LINK_PAGE_ORDERS)[number];

/** A numbered page of a workspace's links, filtered: for APIs that page by number, not cursor. */
export interface LinkPageQuery {
  owner: WorkspaceOwner;
  search?: string | undefined;
  tags?: readonly string[] | undefined;
  /** Links with every one of `tags`, or with any of them. */
  tagsMatch: 'all' | 'any';
  /** Only links on this domain (as links store it). */
  domain?: string | undefined;
  /** Created within, epoch milliseconds, both ends included. */
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
  /** Leaves out links whose click limit is used up. */
  withClicksLeft?: boolean | undefined;
  /** Leaves out links expired at this moment (epoch milliseconds). */
  unexpiredAt?: number | undefined;
  order: LinkPageOrder;
  descending: boolean;
  offset: number;
  limit: number;
}

export type LinkWithVisits = Link & { clicks: number; human_clicks: number };

function filters(q: LinkPageQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (q.search) where.push(searchFilter(q.search));
  const tags = q.tags ?? [];
  if (tags.length > 0) {
    const each = tags.map(hasTagNamed);
    where.push(q.tagsMatch === 'all' ? sql.join(each, sql` and `) : sql.join(each, sql` or `));
  }
  if (q.domain !== undefined) where.push(sql<SqlBool>`l.domain = ${q.domain}`);
  if (q.createdFrom !== undefined) where.push(sql<SqlBool>`l.created_at >= ${q.createdFrom}`);
  if (q.createdTo !== undefined) where.push(sql<SqlBool>`l.created_at <= ${q.createdTo}`);
  if (q.withClicksLeft)
    where.push(sql<SqlBool>`l.max_clicks is null or l.clicks_counted < l.max_clicks`);
  if (q.unexpiredAt !== undefined)
    where.push(sql<SqlBool>`l.expires_at is null or l.expires_at > ${q.unexpiredAt}`);
  return where.map((condition) => sql<SqlBool>`(${condition})`);
}

const ORDER_COLUMN: Record<LinkPageOrder, string> = {
  created: 'l.created_at',
  code: 'l.code',
  url: 'l.url',
  title: 'l.title',
  clicks: 'clicks',
  human_clicks: 'human_clicks',
};

/**
 * The page's links with their all-time visits, bots apart; ties broken by id. Only an
 * order by visits sums every matching link's; any other pages the links first and sums
 * the page's alone.
 */
export async function listLinkPage(db: Executor, q: LinkPageQuery): Promise<LinkWithVisits[]> {
  const direction = q.descending ? sql`desc` : sql`asc`;
  const byVisits = q.order === 'clicks' || q.order === 'human_clicks';
  if (byVisits) {
    let query = linksWithVisits(db).selectAll('l').where(inJoinedWorkspace<'links'>(q.owner));
    for (const condition of filters(q)) query = query.where(condition);
    const rows = await query
      .orderBy(sql`${sql.ref(ORDER_COLUMN[q.order])} ${direction}`)
      .orderBy('l.id', q.descending ? 'desc' : 'asc')
      .offset(q.offset)
      .limit(q.limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      clicks: Number(row.clicks),
      human_clicks: Number(row.human_clicks),
    }));
  }
  let query = db.selectFrom('links as l').selectAll('l').where(inJoinedWorkspace<'links'>(q.owner));
  for (const condition of filters(q)) query = query.where(condition);
  const links = await query
    .orderBy(sql`${sql.ref(ORDER_COLUMN[q.order])} ${direction}`)
    .orderBy('l.id', q.descending ? 'desc' : 'asc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  const visits = await visitTotals(
    db,
    links.map((link) => link.id),
  );
  return links.map((link) => {
    const { total, human } = visits.get(link.id) ?? { total: 0, human: 0 };
    return { ...link, clicks: total, human_clicks: human };
  });
}

/** How many of the workspace's links pass the page's filters. */
export async function countLinkPage(db: Executor, q: LinkPageQuery): Promise<number> {
  let query = db
    .selectFrom('links as l')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(inJoinedWorkspace<'links'>(q.owner));
  for (const condition of filters(q)) query = query.where(condition);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
