import { randomUUID } from 'node:crypto';
import { type AnswerInvitationReply, TEAM_MESSAGES } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { findMembership, findOrganization } from '../workspace/membership.js';
import { hashToken, invitationStatus } from './invitation-view.js';
import { countActiveMembers, findInvitationByTokenHash } from './team-repository.js';

const NOT_FOUND = 'Invitation not found or no longer valid';
const STATUS_TEXT = {
  accepted: 'This invitation has already been accepted',
  declined: 'This invitation was declined',
  cancelled: 'This invitation was cancelled',
  expired: 'This invitation has expired',
} as const;

/**
 * Accepts or declines an invitation by its token, as the signed-in user it was sent to.
 * Single use: the pending → answered change is conditional, so two answers race to one.
 */
export async function answerInvitation({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    userId: string;
    email: string;
    token: string | undefined;
    action: 'accept' | 'decline';
    reason?: string | undefined;
  };
}): Promise<AnswerInvitationReply> {
  if (!input.token) throw new Invalid('Invitation token is required');
  const invitation = await findInvitationByTokenHash(ctx.db, hashToken(input.token));
  if (!invitation) throw new NotFound(NOT_FOUND);
  const now = ctx.clock.now();
  const status = invitationStatus(invitation, now);
  if (status !== 'pending') throw new Invalid(STATUS_TEXT[status]);
  if (invitation.email !== input.email.trim().toLowerCase()) {
    throw new Forbidden('This invitation was sent to another email address');
  }
  const org = await findOrganization(ctx.db, invitation.org_id);
  if (!org) throw new NotFound(NOT_FOUND);
  const organization = { id: org.id, name: org.name };

  if (input.action === 'decline') {
    await claim(ctx, invitation.id, 'declined', now, input.reason ?? null);
    await recordTeamEvent(ctx.db, {
      orgId: org.id,
      actorId: input.userId,
      action: 'invitation.declined',
      target: invitation.email,
      at: now,
    });
    return { status: 'declined', organization };
  }

  if (!(await findMembership(ctx.db, org.id, input.userId))) {
    if ((await countActiveMembers(ctx.db, org.id)) >= Number(org.max_members)) {
      throw new Forbidden(TEAM_MESSAGES.memberLimit(Number(org.max_members)));
    }
  }
  await ctx.db.transaction().execute(async (trx) => {
    await claim({ ...ctx, db: trx }, invitation.id, 'accepted', now, null);
    if (await findMembership(trx, org.id, input.userId)) return;
    await trx
      .insertInto('organization_members')
      .values({
        id: randomUUID(),
        org_id: org.id,
        user_id: input.userId,
        role: invitation.role,
        invited_by: invitation.invited_by,
        invited_at: invitation.created_at,
        joined_at: now,
      })
      .execute();
    await recordTeamEvent(trx, {
      orgId: org.id,
      actorId: input.userId,
      action: 'member.joined',
      details: { role: invitation.role },
      at: now,
    });
  });
  return { status: 'accepted', organization };
}

async function claim(
  ctx: Pick<Ctx, 'db'>,
  id: string,
  status: 'accepted' | 'declined',
  now: number,
  reason: string | null,
): Promise<void> {
  const result = await ctx.db
    .updateTable('invitations')
    .set({ status, answered_at: now, decline_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new Invalid(STATUS_TEXT.accepted);
}
