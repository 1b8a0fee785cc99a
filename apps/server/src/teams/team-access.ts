import {
  canTeam,
  TEAM_MESSAGES,
  TEAM_ROLES,
  type TeamAction,
  type TeamResource,
  type TeamRole,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import type { Organization, OrganizationMember } from '../db/schema.js';
import { Forbidden, NotFound } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findMembership } from './team-repository.js';

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

/** 403 with `message` unless the member's role allows it (to `createdBy`'s thing, for `own`). */
export function requireTeamPermission<R extends TeamResource>(
  membership: Membership,
  resource: R,
  action: TeamAction<R>,
  options: { createdBy?: string | null; message?: string } = {},
): void {
  const owner =
    options.createdBy === undefined
      ? undefined
      : { createdBy: options.createdBy, actorId: membership.user_id };
  if (!canTeam(membership.role, resource, action, owner)) {
    throw new Forbidden(options.message ?? TEAM_MESSAGES.noPermission);
  }
}

/**
 * The team a team call acts on. Such calls must name one (the contract says so), so a
 * personal workspace here is a team that was not found.
 */
export function actingTeam(ctx: WorkspaceCtx): Organization {
  if (ctx.workspace.kind !== 'team') throw new NotFound('Team not found');
  return ctx.workspace.org;
}

export function isRole(role: string): role is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role);
}
