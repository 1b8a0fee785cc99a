import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { containsPattern } from '../db/like-pattern.js';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

const USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.name',
  'u.full_name',
  'u.subscription_plan',
  'u.is_admin',
  'u.disabled_at',
  'u.created_at',
] as const;

function matches(search: string): Expression<SqlBool> {
  const pattern = containsPattern(search);
  return sql<SqlBool>`(lower(u.email) like ${pattern} escape '\\'
    or lower(u.name) like ${pattern} escape '\\'
    or lower(coalesce(u.full_name, '')) like ${pattern} escape '\\')`;
}

/** Users whose email or name contains `search` (any case), newest first; a page of them. */
export async function searchUsers(
  db: Executor,
  query: { search: string; limit: number; offset: number },
) {
  let select = db.selectFrom('users as u').select(USER_COLUMNS);
  if (query.search) select = select.where(matches(query.search));
  return select
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countUsers(db: Executor, search: string): Promise<number> {
  let select = db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (search) select = select.where(matches(search));
  const row = await select.executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findUserRow(db: Executor, id: string) {
  return db.selectFrom('users as u').select(USER_COLUMNS).where('u.id', '=', id).executeTakeFirst();
}

export type AdminUserRow = Awaited<ReturnType<typeof findUserRow>> & {};

/** Personal links each user created since `since` (the monthly quota's count), by user id. */
export async function countPersonalLinksSince(
  db: Executor,
  userIds: readonly string[],
  since: number,
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('links')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', 'in', userIds)
    .where('org_id', 'is', null)
    .where('created_at', '>=', since)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [String(row.user_id), Number(row.count)]));
}

/** The teams each user is an active member of, with their role, by user id. */
export async function listTeamsOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, TeamOfUser[]>();
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.org_id')
    .select(['m.user_id', 'o.id', 'o.name', 'm.role'])
    .where('m.user_id', 'in', userIds)
    .where('m.status', '=', 'active')
    .orderBy('o.name')
    .execute();
  const teams = new Map<string, TeamOfUser[]>();
  for (const { user_id, ...team } of rows) {
    teams.set(user_id, [...(teams.get(user_id) ?? []), team]);
  }
  return teams;
}

export interface TeamOfUser {
  id: string;
  name: string;
  role: string;
}
