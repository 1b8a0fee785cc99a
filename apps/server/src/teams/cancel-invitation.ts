import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';

/** Cancels a pending invitation of the team (admins and the owner); its link stops working. */
export async function cancelInvitation({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId: string; invitationId: string };
}): Promise<{ cancelled: true }> {
  const membership = await membershipOf(ctx, input.orgId, input.userId);
  requireTeamPermission(membership, 'members', 'invite');
  const now = ctx.clock.now();
  const result = await ctx.db
    .updateTable('invitations')
    .set({ status: 'cancelled', answered_at: now })
    .where('id', '=', input.invitationId)
    .where('org_id', '=', input.orgId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new NotFound('Invitation not found');
  await recordTeamEvent(ctx.db, {
    orgId: input.orgId,
    actorId: input.userId,
    action: 'invitation.cancelled',
    target: input.invitationId,
    at: now,
  });
  return { cancelled: true };
}
