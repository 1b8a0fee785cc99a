import { TEAM_MESSAGES } from '@kurz/shared';
import { Forbidden, NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';
import { findMember } from './team-repository.js';

/**
 * Removes a member (admins and the owner), or the caller themselves (leaving, spec 001
 * §4: the membership row is deleted). The owner can neither leave nor be removed.
 */
export async function removeMember({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { memberId: string };
}): Promise<{ removed: true }> {
  const team = actingTeam(ctx);
  const target = await findMember(ctx.db, team.id, input.memberId);
  if (!target) throw new NotFound('Member not found');
  // Leaving needs no right: any member may go.
  const isLeaving = target.user_id === ctx.actor.userId;
  if (!isLeaving) requirePermission(ctx, 'members', 'remove');
  if (target.role === 'owner') throw new Forbidden(TEAM_MESSAGES.lastOwner);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('organization_members').where('id', '=', target.id).execute();
    await recordTeamEvent(trx, {
      orgId: team.id,
      actorId: ctx.actor.userId,
      action: isLeaving ? 'member.left' : 'member.removed',
      target: target.user_id,
      at: now,
    });
  });
  return { removed: true };
}
