import { NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';

/** Cancels a pending invitation of the team (admins and the owner); its link stops working. */
export async function cancelInvitation({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { invitationId: string };
}): Promise<{ cancelled: true }> {
  requirePermission(ctx, 'members', 'invite');
  const team = actingTeam(ctx);
  const now = ctx.clock.now();
  const result = await ctx.db
    .updateTable('invitations')
    .set({ status: 'cancelled', answered_at: now })
    .where('id', '=', input.invitationId)
    .where('org_id', '=', team.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new NotFound('Invitation not found');
  await recordTeamEvent(ctx.db, {
    orgId: team.id,
    actorId: ctx.actor.userId,
    action: 'invitation.cancelled',
    target: input.invitationId,
    at: now,
  });
  return { cancelled: true };
}
