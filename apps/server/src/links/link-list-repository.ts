import type { LinkSort } from '@kurz/shared';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { linksWithClicks } from '../analytics/links-with-clicks.js';
import { containsPattern } from '../db/like-pattern.js';
import type { Database, Link } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';
import { inJoinedWorkspace } from './joined-workspace-filter.js';
import { hasTagNamed } from './link-tag-repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Where the previous page ended; `clicks` only when sorting by clicks. */
export interface LinkCursor {
  createdAt: number;
  id: string;
  clicks?: number;
}

export interface LinkListQuery {
  owner: WorkspaceOwner;
  search?: string | undefined;
  /** A tag's name: only the links that carry it. */
  tag?: string | undefined;
  /** Only the links in this folder; null: only those in none. */
  folderId?: string | null | undefined;
  /** Only the archived links, or only the others. */
  archived: boolean;
  sort: LinkSort;
  after?: LinkCursor | undefined;
  /** Rows to pass over first: for dialects that page by offset (Kutt's `skip`), not by cursor. */
  offset?: number | undefined;
  /** By clicks, most first unless a dialect asks for least first or any order (YOURLS's stats). */
  clicksOrder?: ClicksOrder | undefined;
  limit: number;
}

export type ClicksOrder = 'desc' | 'asc' | 'random';

export type LinkWithClicks = Link & { clicks: number };

/** On the aliased `links as l`: the code, destination, title or notes contain `search` (any case). */
export function searchFilter(search: string): Expression<SqlBool> {
  const pattern = containsPattern(search);
  // lower() on both sides: SQLite's LIKE folds ASCII case, PostgreSQL's does not.
  return sql<SqlBool>`(lower(l.code) like ${pattern} escape '\\' or lower(l.url) like ${pattern} escape '\\'
    or lower(l.title) like ${pattern} escape '\\' or lower(l.notes) like ${pattern} escape '\\')`;
}

/** On the aliased `links as l`: the list's folder and archive filters. */
function placeFilter(q: Pick<LinkListQuery, 'folderId' | 'archived'>): Expression<SqlBool> {
  const archived = q.archived ? sql`l.archived_at is not null` : sql`l.archived_at is null`;
  if (q.folderId === undefined) return sql<SqlBool>`${archived}`;
  if (q.folderId === null) return sql<SqlBool>`(${archived} and l.folder_id is null)`;
  return sql<SqlBool>`(${archived} and l.folder_id = ${q.folderId})`;
}

type LinkFilter = Pick<LinkListQuery, 'owner' | 'search' | 'tag' | 'folderId' | 'archived'>;

/** The workspace's links the list's filters keep, as `links as l`. */
function filteredLinks(db: Executor, q: LinkFilter) {
  let query = db
    .selectFrom('links as l')
    .where(inJoinedWorkspace<'links'>(q.owner))
    .where(placeFilter(q));
  if (q.search) query = query.where(searchFilter(q.search));
  if (q.tag) query = query.where(hasTagNamed(q.tag));
  return query;
}

/** The ids of up to `limit` links the filters keep, newest first (the list's order). */
export async function filteredLinkIds(
  db: Executor,
  q: LinkFilter,
  limit: number,
): Promise<string[]> {
  const rows = await filteredLinks(db, q)
    .select('l.id')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How many links the filters keep. */
export async function countFilteredLinks(db: Executor, q: LinkFilter): Promise<number> {
  const row = await filteredLinks(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The workspace's links newest first; keyset pagination on (created_at, id). */
export async function listLinksByNewest(db: Executor, q: LinkListQuery): Promise<Link[]> {
  let query = filteredLinks(db, q).selectAll('l');
  const after = q.after;
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('l.created_at', '<', after.createdAt),
        eb.and([eb('l.created_at', '=', after.createdAt), eb('l.id', '<', after.id)]),
      ]),
    );
  if (q.offset) query = query.offset(q.offset);
  return query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(q.limit).execute();
}

/**
 * The workspace's links, most clicked first (ties newest first), with their all-time clicks as
 * the analytics count them (analytics/links-with-clicks.ts); keyset pagination on
 * (clicks, created_at, id). Ranks narrow rows first (id, created_at, clicks), then reads
 * the page's full rows: sorting whole rows of thousands of links was much slower.
 */
export async function listLinksByClicks(db: Executor, q: LinkListQuery): Promise<LinkWithClicks[]> {
  let totals = linksWithClicks(db)
    .select(['l.id', 'l.created_at'])
    .where(inJoinedWorkspace<'links'>(q.owner))
    .where(placeFilter(q));
  if (q.search) totals = totals.where(searchFilter(q.search));
  if (q.tag) totals = totals.where(hasTagNamed(q.tag));
  let ranked = db.selectFrom(totals.as('t')).select(['t.id', 't.clicks']);
  const after = q.after;
  if (after) {
    const clicks = after.clicks ?? 0;
    ranked = ranked.where((eb) =>
      eb.or([
        eb('t.clicks', '<', clicks),
        eb.and([eb('t.clicks', '=', clicks), eb('t.created_at', '<', after.createdAt)]),
        eb.and([
          eb('t.clicks', '=', clicks),
          eb('t.created_at', '=', after.createdAt),
          eb('t.id', '<', after.id),
        ]),
      ]),
    );
  }
  const order = q.clicksOrder ?? 'desc';
  const sorted =
    order === 'random'
      ? ranked.orderBy(sql`random()`)
      : ranked.orderBy('t.clicks', order).orderBy('t.created_at', order).orderBy('t.id', order);
  const page = await (q.offset ? sorted.offset(q.offset) : sorted).limit(q.limit).execute();
  if (page.length === 0) return [];
  const rows = await db
    .selectFrom('links')
    .selectAll()
    .where(
      'id',
      'in',
      page.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((ranked) => {
    const link = byId.get(ranked.id);
    return link ? [{ ...link, clicks: Number(ranked.clicks ?? 0) }] : [];
  });
}

/** All-time clicks of each of `linkIds`, as the analytics count them (absent ids have none). */
export async function sumClicks(
  db: Executor,
  linkIds: readonly string[],
): Promise<Map<string, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await linksWithClicks(db).select('l.id').where('l.id', 'in', linkIds).execute();
  return new Map(rows.map((row) => [row.id, Number(row.clicks)]));
}

/** How many of the workspace's links `search` matches (code, destination, title or notes). */
export async function countMatchingLinks(
  db: Executor,
  owner: WorkspaceOwner,
  search: string,
): Promise<number> {
  const row = await db
    .selectFrom('links as l')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inJoinedWorkspace<'links'>(owner))
    .where(searchFilter(search))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** All-time clicks of the workspace's links together, as the analytics count them. */
export async function sumWorkspaceClicks(db: Executor, owner: WorkspaceOwner): Promise<number> {
  const links = linksWithClicks(db).where(inJoinedWorkspace<'links'>(owner)).as('t');
  const row = await db
    .selectFrom(links)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('t.clicks'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countLinks(db: Executor, owner: WorkspaceOwner): Promise<number> {
  const row = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inWorkspace(owner))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
