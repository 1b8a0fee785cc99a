import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** An admin's takedown, or null fields to lift it. */
export interface Takedown {
  disabled_at: number | null;
  disabled_reason: string | null;
  disabled_by: string | null;
}

export const LIFTED: Takedown = { disabled_at: null, disabled_reason: null, disabled_by: null };

/** The link at `domain`/`code` with its owner's email. */
export function findModeratedLink(db: Executor, domain: string, code: string) {
  return moderatedLinks(db)
    .where('l.domain', '=', domain)
    .where('l.code', '=', code)
    .executeTakeFirst();
}

/** Disabled links, newest takedown first. */
export function listDisabledLinks(db: Executor, limit: number) {
  return moderatedLinks(db)
    .where('l.disabled_at', 'is not', null)
    .orderBy('l.disabled_at', 'desc')
    .limit(limit)
    .execute();
}

export type ModeratedLinkRow = Awaited<ReturnType<typeof findModeratedLink>> & {};

/** What a moderator sees of a link `l` joined with its owner `owner` (here and in reports). */
export const MODERATED_LINK_COLUMNS = [
  'l.id',
  'l.domain',
  'l.code',
  'l.url',
  'l.custom_domain_id',
  'l.disabled_at',
  'owner.email as owner_email',
] as const;

function moderatedLinks(db: Executor) {
  return db
    .selectFrom('links as l')
    .leftJoin('users as owner', 'owner.id', 'l.user_id')
    .leftJoin('users as admin', 'admin.id', 'l.disabled_by')
    .select([...MODERATED_LINK_COLUMNS, 'l.disabled_reason', 'admin.email as disabled_by_email']);
}

/** The link's change reaches every process's cache through the link change feed (trigger). */
export async function setLinkTakedown(db: Executor, id: string, takedown: Takedown): Promise<void> {
  await db.updateTable('links').set(takedown).where('id', '=', id).execute();
}

/** A user by email (the takedown form) or by id (the admin's user directory). */
export type ModeratedUserKey = { email: string } | { id: string };

export function findModeratedUser(db: Executor, key: ModeratedUserKey) {
  const query = moderatedUsers(db);
  return (
    'email' in key ? query.where('u.email', '=', key.email) : query.where('u.id', '=', key.id)
  ).executeTakeFirst();
}

export function listDisabledUsers(db: Executor, limit: number) {
  return moderatedUsers(db)
    .where('u.disabled_at', 'is not', null)
    .orderBy('u.disabled_at', 'desc')
    .limit(limit)
    .execute();
}

export type ModeratedUserRow = Awaited<ReturnType<typeof findModeratedUser>> & {};

function moderatedUsers(db: Executor) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as admin', 'admin.id', 'u.disabled_by')
    .select([
      'u.id',
      'u.email',
      'u.disabled_at',
      'u.disabled_reason',
      'admin.email as disabled_by_email',
    ]);
}

export async function setUserTakedown(db: Executor, id: string, takedown: Takedown): Promise<void> {
  await db.updateTable('users').set(takedown).where('id', '=', id).execute();
}

export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('session').where('user_id', '=', userId).execute();
}

/**
 * Records a change of every link of `userId` in the link change feed: their owner's state
 * is part of each cached entry, and no link row changes (so no trigger fires). Returns them.
 */
export async function recordLinkChangesOfUser(
  db: Executor,
  userId: string,
  at: number,
): Promise<{ domain: string; code: string }[]> {
  const links = await db
    .selectFrom('links')
    .select(['domain', 'code'])
    .where('user_id', '=', userId)
    .execute();
  if (links.length > 0) {
    await db
      .insertInto('link_changes')
      .columns(['domain', 'code', 'changed_at'])
      .expression((eb) =>
        eb
          .selectFrom('links')
          .select(['domain', 'code', sql<number>`cast(${at} as bigint)`.as('changed_at')])
          .where('user_id', '=', userId),
      )
      .execute();
  }
  return links;
}
