import { TEAM_MESSAGES, type TeamRole } from '@kurz/shared';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';
import { findMember } from './team-repository.js';

/**
 * Gives a member another role (admins and the owner). The owner's role changes only by a
 * transfer, so a team never loses its last owner.
 */
export async function changeMemberRole({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { memberId: string; role: TeamRole };
}): Promise<{ id: string; role: TeamRole }> {
  requirePermission(ctx, 'members', 'update');
  const team = actingTeam(ctx);
  const target = await findMember(ctx.db, team.id, input.memberId);
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
      orgId: team.id,
      actorId: ctx.actor.userId,
      action: 'member.role_changed',
      target: target.user_id,
      details: { from: target.role, to: input.role },
      at: now,
    });
  });
  return { id: target.id, role: input.role };
}
