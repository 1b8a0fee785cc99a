import { canTeam, TEAM_MESSAGES, type TeamAction, type TeamResource } from '@kurz/shared';
import type { Organization } from '../db/schema.js';
import { Forbidden, NotFound } from '../errors.js';
import type { Membership } from '../workspace/membership.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';

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
