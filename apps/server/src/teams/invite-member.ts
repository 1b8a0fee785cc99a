import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AssignableRole,
  INVITATION_TTL_MS,
  type InvitationView,
  TEAM_MESSAGES,
} from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import { AlreadyExists, Forbidden } from '../errors.js';
import { teamInvitationEmail } from '../mail/templates/team-invitation-email.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { hashToken, toInvitationView } from './invitation-view.js';
import { actingTeam } from './team-access.js';
import {
  countActiveMembers,
  countPendingInvitations,
  insertInvitation,
  listInvitations,
  listMembers,
} from './team-repository.js';

/**
 * Invites an email address to the team (admins and the owner): a random token, stored
 * hashed, mailed as a link; inviting the same address again replaces the pending one
 * (a resend). Members and pending invitations together stay within `max_members`.
 */
export async function inviteMember({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { email: string; role: AssignableRole };
}): Promise<InvitationView> {
  requirePermission(ctx, 'members', 'invite');
  const org = actingTeam(ctx);
  const userId = ctx.actor.userId;
  const email = input.email.trim().toLowerCase();
  const members = await listMembers(ctx.db, org.id, {});
  if (members.some((member) => member.email.toLowerCase() === email)) {
    throw new AlreadyExists('This person is already a member of the team');
  }
  const now = ctx.clock.now();
  const previous = (
    await listInvitations(ctx.db, { orgId: org.id, email, status: 'pending' })
  ).filter((invitation) => Number(invitation.expires_at) > now);
  const taken =
    (await countActiveMembers(ctx.db, org.id)) +
    (await countPendingInvitations(ctx.db, org.id, now)) -
    previous.length;
  if (taken >= Number(org.max_members))
    throw new Forbidden(TEAM_MESSAGES.memberLimit(Number(org.max_members)));

  const token = randomBytes(32).toString('base64url');
  const invitation = {
    id: randomUUID(),
    org_id: org.id,
    email,
    role: input.role,
    token_hash: hashToken(token),
    invited_by: userId,
    created_at: now,
    expires_at: now + INVITATION_TTL_MS,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (previous.length > 0) {
      await trx
        .updateTable('invitations')
        .set({ status: 'cancelled', answered_at: now })
        .where(
          'id',
          'in',
          previous.map((old) => old.id),
        )
        .execute();
    }
    await insertInvitation(trx, invitation);
    await recordTeamEvent(trx, {
      orgId: org.id,
      actorId: userId,
      action: 'member.invited',
      target: email,
      details: { role: input.role },
      at: now,
    });
  });
  const inviter = await findProfile(ctx.db, userId);
  await ctx.mail.send(
    teamInvitationEmail({
      to: email,
      teamName: org.name,
      inviter: inviterName(inviter),
      role: input.role,
      url: new URL(`/team/invite/${token}`, ctx.config.appUrl).href,
    }),
  );
  return toInvitationView(
    {
      ...invitation,
      status: 'pending',
      decline_reason: null,
      answered_at: null,
      org_name: org.name,
      org_slug: org.slug,
    },
    now,
  );
}

/** 'Ada Lovelace (ada@example.com)': the name people know, the address to recognise it by. */
function inviterName(
  inviter: { email: string; name: string; full_name: string | null } | undefined,
) {
  if (!inviter) return 'A Kurz user';
  const name = inviter.full_name?.trim() || inviter.name.trim();
  return name && name !== inviter.email ? `${name} (${inviter.email})` : inviter.email;
}
