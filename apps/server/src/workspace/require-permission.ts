import { canTeam, TEAM_MESSAGES, type TeamAction, type TeamResource } from '@kurz/shared';
import { Forbidden } from '../errors.js';
import type { WorkspaceCtx } from './workspace.js';

/**
 * Whether the actor's role may do `action` on `resource` in this workspace, asked of the
 * one permission map. `createdBy` names the creator of the thing, for the roles that may
 * touch only their own (`own`). A personal workspace's actor is its owner: always yes.
 */
export function can<R extends TeamResource>(
  ctx: WorkspaceCtx,
  resource: R,
  action: TeamAction<R>,
  createdBy?: string | null,
): boolean {
  const owner = createdBy === undefined ? undefined : { createdBy, actorId: ctx.actor.userId };
  return canTeam(ctx.actor.role, resource, action, owner);
}

/** 403 with `message` (the team's wording by default) unless `can`. */
export function requirePermission<R extends TeamResource>(
  ctx: WorkspaceCtx,
  resource: R,
  action: TeamAction<R>,
  options: { createdBy?: string | null; message?: string } = {},
): void {
  if (!can(ctx, resource, action, options.createdBy)) {
    throw new Forbidden(options.message ?? TEAM_MESSAGES.noPermission);
  }
}
