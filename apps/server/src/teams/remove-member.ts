import { TEAM_MESSAGES } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Forbidden, NotFound } from '../errors.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';
import { findMember } from './team-repository.js';

/**
 * Removes a member (admins and the owner), or the caller themselves (leaving, spec 001
 * §4: the membership row is deleted). The owner can neither leave nor be removed.
 */
export async function removeMember({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId: string; memberId: string };
}): Promise<{ removed: true }> {
  const membership = await membershipOf(ctx, input.orgId, input.userId);
  const target = await findMember(ctx.db, input.orgId, input.memberId);
  if (!target) throw new NotFound('Member not found');
  const isLeaving = target.id === membership.id;
  if (!isLeaving) requireTeamPermission(membership, 'members', 'remove');
  if (target.role === 'owner') throw new Forbidden(TEAM_MESSAGES.lastOwner);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('organization_members').where('id', '=', target.id).execute();
    await recordTeamEvent(trx, {
      orgId: input.orgId,
      actorId: input.userId,
      action: isLeaving ? 'member.left' : 'member.removed',
      target: target.user_id,
      at: now,
    });
  });
  return { removed: true };
}
