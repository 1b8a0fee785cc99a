import type { InvitationsReply, InvitationView } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { hashToken, toInvitationView } from './invitation-view.js';
import { membershipOf, requireTeamPermission } from './team-access.js';
import { findInvitationByTokenHash, findOrganization, listInvitations } from './team-repository.js';

/** A team's invitations (admins and the owner), or the caller's own pending ones. */
export async function listTeamInvitations({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    userId: string;
    email: string;
    orgId?: string | undefined;
    status?: InvitationView['status'] | undefined;
  };
}): Promise<InvitationsReply> {
  const now = ctx.clock.now();
  if (input.orgId) {
    const membership = await membershipOf(ctx, input.orgId, input.userId);
    requireTeamPermission(membership, 'members', 'invite');
  }
  const rows = await listInvitations(ctx.db, {
    ...(input.orgId
      ? { orgId: input.orgId }
      : { email: input.email.toLowerCase(), status: 'pending' }),
  });
  const invitations = rows.map((row) => toInvitationView(row, now));
  return {
    invitations: input.status
      ? invitations.filter((invitation) => invitation.status === input.status)
      : invitations,
  };
}

/** One invitation by its token, for the accept page (no session needed: the token is the secret). */
export async function invitationByToken({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string };
}): Promise<InvitationView> {
  const invitation = await findInvitationByTokenHash(ctx.db, hashToken(input.token));
  const org = invitation && (await findOrganization(ctx.db, invitation.org_id));
  if (!invitation || !org) throw new NotFound('Invitation not found or no longer valid');
  return toInvitationView(
    { ...invitation, org_name: org.name, org_slug: org.slug },
    ctx.clock.now(),
  );
}
