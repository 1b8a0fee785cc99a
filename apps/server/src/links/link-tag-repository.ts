import { randomUUID } from 'node:crypto';
import { compareTagNames, tagKey } from '@kurz/shared';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LinkScope } from './link-repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The scope's filter on the aliased `tags as t`: a person's own tags, or a team's. */
function tagsInScope(scope: LinkScope): Expression<SqlBool> {
  return scope.orgId !== undefined
    ? sql<SqlBool>`t.org_id = ${scope.orgId}`
    : sql<SqlBool>`(t.user_id = ${scope.userId} and t.org_id is null)`;
}

/**
 * Gives the link exactly the tags `names` (already folded), creating the scope's missing
 * ones; a name another request created meanwhile is taken as it is (its unique key).
 */
export async function replaceLinkTags(
  db: Executor,
  scope: LinkScope,
  linkId: string,
  names: readonly string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('link_tags').where('link_id', '=', linkId).execute();
  if (names.length === 0) return;
  await db
    .insertInto('tags')
    .values(
      names.map((name) => ({
        id: randomUUID(),
        user_id: scope.userId ?? null,
        org_id: scope.orgId ?? null,
        name,
        name_key: tagKey(name),
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const tags = await db
    .selectFrom('tags as t')
    .select('t.id')
    .where(tagsInScope(scope))
    .where('t.name_key', 'in', names.map(tagKey))
    .execute();
  await db
    .insertInto('link_tags')
    .values(tags.map((tag) => ({ link_id: linkId, tag_id: tag.id })))
    .execute();
}

/** Each link's tag names, alphabetically (links without tags are absent); sorted here, not by the engine's collation. */
export async function tagsOfLinks(
  db: Executor,
  linkIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('link_tags as lt')
    .innerJoin('tags as t', 't.id', 'lt.tag_id')
    .select(['lt.link_id', 't.name'])
    .where('lt.link_id', 'in', linkIds)
    .execute();
  const byLink = new Map<string, string[]>();
  for (const row of rows) byLink.set(row.link_id, [...(byLink.get(row.link_id) ?? []), row.name]);
  for (const names of byLink.values()) names.sort(compareTagNames);
  return byLink;
}

/** The scope's tags that some link carries, by name, with how many links each. */
export async function listTagsInScope(
  db: Executor,
  scope: LinkScope,
): Promise<{ id: string; name: string; links: number }[]> {
  const rows = await db
    .selectFrom('tags as t')
    .innerJoin('link_tags as lt', 'lt.tag_id', 't.id')
    .select((eb) => ['t.id', 't.name', eb.fn.countAll<number | string>().as('links')])
    .where(tagsInScope(scope))
    .groupBy(['t.id', 't.name'])
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name, links: Number(row.links) }))
    .sort((a, b) => compareTagNames(a.name, b.name));
}

/** On the aliased `links as l`: the link carries the tag named `name` (any case). */
export function hasTagNamed(name: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from link_tags lt join tags t on t.id = lt.tag_id
    where lt.link_id = l.id and t.name_key = ${tagKey(name)})`;
}
