import { randomUUID } from 'node:crypto';
import { compareTagNames, tagKey } from '@kurz/shared';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';
import { inJoinedWorkspace } from './joined-workspace-filter.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Gives the link exactly the tags `names` (already folded), creating the workspace's missing
 * ones; a name another request created meanwhile is taken as it is (its unique key).
 */
export async function replaceLinkTags(
  db: Executor,
  owner: WorkspaceOwner,
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
        user_id: owner.userId ?? null,
        org_id: owner.orgId ?? null,
        name,
        name_key: tagKey(name),
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const tags = await db
    .selectFrom('tags')
    .select('id')
    .where(inWorkspace(owner))
    .where('name_key', 'in', names.map(tagKey))
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

/** The workspace's tags that some link carries, by name, with how many links each. */
export async function tagsInUse(
  db: Executor,
  owner: WorkspaceOwner,
): Promise<{ id: string; name: string; links: number }[]> {
  const rows = await db
    .selectFrom('tags')
    .innerJoin('link_tags', 'link_tags.tag_id', 'tags.id')
    .select((eb) => ['tags.id', 'tags.name', eb.fn.countAll<number | string>().as('links')])
    .where(inJoinedWorkspace<'tags'>(owner))
    .groupBy(['tags.id', 'tags.name'])
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
