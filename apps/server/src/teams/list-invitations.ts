import type { InvitationsReply, InvitationView } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { findOrganization } from '../workspace/membership.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { hashToken, toInvitationView } from './invitation-view.js';
import { findInvitationByTokenHash, listInvitations } from './team-repository.js';

/**
 * In a team, its invitations (admins and the owner); in the personal workspace, the
 * caller's own pending ones (`email`: the signed-in address).
 */
export async function listTeamInvitations({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { email: string; status?: InvitationView['status'] | undefined };
}): Promise<InvitationsReply> {
  const now = ctx.clock.now();
  const { orgId } = ctx.workspace;
  if (orgId) requirePermission(ctx, 'members', 'invite');
  const rows = await listInvitations(ctx.db, {
    ...(orgId ? { orgId } : { email: input.email.toLowerCase(), status: 'pending' }),
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
