import { TEAM_MESSAGES, type TeamRole } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';
import { findMember } from './team-repository.js';

/**
 * Gives a member another role (admins and the owner). The owner's role changes only by a
 * transfer, so a team never loses its last owner.
 */
export async function changeMemberRole({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId: string; memberId: string; role: TeamRole };
}): Promise<{ id: string; role: TeamRole }> {
  const membership = await membershipOf(ctx, input.orgId, input.userId);
  requireTeamPermission(membership, 'members', 'update');
  const target = await findMember(ctx.db, input.orgId, input.memberId);
  if (!target) throw new NotFound('Member not found');
  if (target.role === 'owner') throw new Forbidden(TEAM_MESSAGES.lastOwner);
  if (input.role === 'owner') {
    throw new Invalid('Ownership moves by transfer: use transfer_to_member_id on the team');
  }
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organization_members')
      .set({ role: input.role })
      .where('id', '=', target.id)
      .execute();
    await recordTeamEvent(trx, {
      orgId: input.orgId,
      actorId: input.userId,
      action: 'member.role_changed',
      target: target.user_id,
      details: { from: target.role, to: input.role },
      at: now,
    });
  });
  return { id: target.id, role: input.role };
}
