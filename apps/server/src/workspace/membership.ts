import { TEAM_ROLES, type TeamRole } from '@kurz/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Ctx } from '../context.js';
import type { Database, Organization, OrganizationMember } from '../db/schema.js';
import { NotFound } from '../errors.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The user's active membership of `orgId`, if any: the key to every team resource. */
export async function findMembership(
  db: Executor,
  orgId: string,
  userId: string,
): Promise<OrganizationMember | undefined> {
  return db
    .selectFrom('organization_members')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function findOrganization(
  db: Executor,
  orgId: string,
): Promise<Organization | undefined> {
  return db.selectFrom('organizations').selectAll().where('id', '=', orgId).executeTakeFirst();
}

export interface Membership extends OrganizationMember {
  role: TeamRole;
}

/**
 * The caller's membership of `orgId`: a team the caller is not in answers 404, exactly
 * like one that does not exist (spec: non-members may not learn a team exists).
 */
export async function membershipOf(ctx: Ctx, orgId: string, userId: string): Promise<Membership> {
  const membership = await findMembership(ctx.db, orgId, userId);
  if (!membership || !isRole(membership.role)) throw new NotFound('Team not found');
  return { ...membership, role: membership.role };
}

export function isRole(role: string): role is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role);
}
