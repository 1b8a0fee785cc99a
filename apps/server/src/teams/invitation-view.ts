import { createHash } from 'node:crypto';
import type { InvitationView } from '@kurz/shared';
import type { Invitation } from '../db/schema.js';
import { isRole } from '../workspace/membership.js';

/** Invitation tokens are stored as this hash only: a database leak accepts nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationStatus(invitation: Invitation, now: number): InvitationView['status'] {
  if (invitation.status === 'pending' && Number(invitation.expires_at) <= now) return 'expired';
  return invitation.status as InvitationView['status'];
}

export function toInvitationView(
  invitation: Invitation & { org_name: string; org_slug: string },
  now: number,
): InvitationView {
  return {
    id: invitation.id,
    organization: { id: invitation.org_id, name: invitation.org_name, slug: invitation.org_slug },
    email: invitation.email,
    role: isRole(invitation.role) ? invitation.role : 'member',
    status: invitationStatus(invitation, now),
    invited_by: invitation.invited_by,
    created_at: new Date(Number(invitation.created_at)).toISOString(),
    expires_at: new Date(Number(invitation.expires_at)).toISOString(),
  };
}
