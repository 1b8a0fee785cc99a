import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  Database,
  Invitation,
  InvitationsTable,
  Organization,
  OrganizationMember,
  OrganizationsTable,
} from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function isSlugTaken(
  db: Executor,
  slug: string,
  exceptOrgId?: string,
): Promise<boolean> {
  let query = db.selectFrom('organizations').select('id').where('slug', '=', slug);
  if (exceptOrgId) query = query.where('id', '!=', exceptOrgId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Inserts the team and its owner's membership; false when the slug was taken meanwhile. */
export async function insertOrganization(
  db: Kysely<Database>,
  org: Insertable<OrganizationsTable>,
  owner: { memberId: string; userId: string },
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('organizations').values(org).execute();
      await trx
        .insertInto('organization_members')
        .values({
          id: owner.memberId,
          org_id: org.id,
          user_id: owner.userId,
          role: 'owner',
          joined_at: org.created_at,
        })
        .execute();
    });
    return true;
  } catch (error) {
    if (await isSlugTaken(db, org.slug)) return false;
    throw error;
  }
}

export interface TeamCounts {
  members: number;
  urls: number;
  domains: number;
}

/** Members, links and custom domains of each team, in three grouped queries. */
export async function teamCounts(db: Executor, orgIds: string[]): Promise<Map<string, TeamCounts>> {
  const counts = new Map(orgIds.map((id) => [id, { members: 0, urls: 0, domains: 0 }]));
  if (orgIds.length === 0) return counts;
  const [members, urls, domains] = await Promise.all([
    db
      .selectFrom('organization_members')
      .select(['org_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('org_id', 'in', orgIds)
      .where('status', '=', 'active')
      .groupBy('org_id')
      .execute(),
    db
      .selectFrom('links')
      .select(['org_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('org_id', 'in', orgIds)
      .groupBy('org_id')
      .execute(),
    db
      .selectFrom('custom_domains')
      .select(['org_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('org_id', 'in', orgIds)
      .groupBy('org_id')
      .execute(),
  ]);
  const add = (orgId: string | null, key: keyof TeamCounts, n: number | string) => {
    const entry = orgId === null ? undefined : counts.get(orgId);
    if (entry) entry[key] = Number(n);
  };
  for (const row of members) add(row.org_id, 'members', row.n);
  for (const row of urls) add(row.org_id, 'urls', row.n);
  for (const row of domains) add(row.org_id, 'domains', row.n);
  return counts;
}

export interface MembershipWithOrg {
  org: Organization;
  membership: OrganizationMember;
}

/** The user's active teams, newest membership first, optionally one by id or by name search. */
export async function listUserOrganizations(
  db: Executor,
  userId: string,
  filter: { id?: string | undefined; search?: string | undefined },
): Promise<MembershipWithOrg[]> {
  let query = db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.org_id')
    .selectAll('o')
    .select([
      'm.id as member_id',
      'm.role as member_role',
      'm.status as member_status',
      'm.invited_by as member_invited_by',
      'm.invited_at as member_invited_at',
      'm.joined_at as member_joined_at',
    ])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active');
  if (filter.id) query = query.where('o.id', '=', filter.id);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb(eb.fn('lower', ['o.name']), 'like', pattern));
  }
  const rows = await query.orderBy('m.joined_at', 'desc').orderBy('o.id').execute();
  return rows.map(
    ({
      member_id,
      member_role,
      member_status,
      member_invited_by,
      member_invited_at,
      member_joined_at,
      ...org
    }) => ({
      org,
      membership: {
        id: member_id,
        org_id: org.id,
        user_id: userId,
        role: member_role,
        status: member_status,
        invited_by: member_invited_by,
        invited_at: member_invited_at,
        joined_at: member_joined_at,
      },
    }),
  );
}

export interface MemberRow extends OrganizationMember {
  email: string;
  name: string | null;
  avatar_url: string | null;
}

export async function listMembers(
  db: Executor,
  orgId: string,
  filter: { search?: string | undefined; role?: string | undefined },
): Promise<MemberRow[]> {
  let query = db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select((eb) => [
      'u.email',
      // The profile's full name, else the name given at sign-up.
      eb.fn.coalesce('u.full_name', 'u.name').as('name'),
      'u.avatar_url',
    ])
    .where('m.org_id', '=', orgId)
    .where('m.status', '=', 'active');
  if (filter.role) query = query.where('m.role', '=', filter.role);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
        eb(eb.fn('lower', ['u.full_name']), 'like', pattern),
      ]),
    );
  }
  return query.orderBy('m.joined_at', 'asc').orderBy('m.id').execute();
}

export async function findMember(
  db: Executor,
  orgId: string,
  memberId: string,
): Promise<OrganizationMember | undefined> {
  return db
    .selectFrom('organization_members')
    .selectAll()
    .where('id', '=', memberId)
    .where('org_id', '=', orgId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function countActiveMembers(db: Executor, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('organization_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countPendingInvitations(
  db: Executor,
  orgId: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertInvitation(
  db: Executor,
  invitation: Insertable<InvitationsTable>,
): Promise<void> {
  await db.insertInto('invitations').values(invitation).execute();
}

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<Invitation | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function listInvitations(
  db: Executor,
  filter: { orgId?: string; email?: string; status?: string | undefined },
): Promise<(Invitation & { org_name: string; org_slug: string })[]> {
  let query = db
    .selectFrom('invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.org_id')
    .selectAll('i')
    .select(['o.name as org_name', 'o.slug as org_slug']);
  if (filter.orgId) query = query.where('i.org_id', '=', filter.orgId);
  if (filter.email) query = query.where('i.email', '=', filter.email);
  if (filter.status) query = query.where('i.status', '=', filter.status);
  return query.orderBy('i.created_at', 'desc').orderBy('i.id').limit(500).execute();
}
