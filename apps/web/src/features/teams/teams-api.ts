import type {
  AnswerInvitationReply,
  AssignableRole,
  CreateOrganizationBody,
  InvitationReply,
  InvitationsReply,
  MembersReply,
  OrganizationReply,
  OrganizationsReply,
  OrganizationView,
  TeamEventsReply,
  TeamRole,
  UpdateOrganizationBody,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { withQuery } from '../../lib/with-query';

/** The team calls of spec 001 §7, one function each. */

const id = encodeURIComponent;

export const fetchTeams = () =>
  api.get<OrganizationsReply>(withQuery('/api/organizations', { limit: 100 }));

/** One of the caller's teams; a team they are not in answers 404 (ApiError). */
export async function fetchTeam(teamId: string): Promise<OrganizationView> {
  const reply = await api.get<OrganizationsReply>(withQuery('/api/organizations', { id: teamId }));
  const [team] = reply.organizations;
  if (!team) throw new ApiError('Team not found', 404);
  return team;
}

export const createTeam = (body: CreateOrganizationBody) =>
  api.post<OrganizationReply>('/api/organizations', body);

export const updateTeam = (body: UpdateOrganizationBody) =>
  api.patch<OrganizationReply>('/api/organizations', body);

export const deleteTeam = (teamId: string) =>
  api.delete<{ deleted: true }>('/api/organizations', { org_id: teamId });

export const checkSlug = (slug: string) =>
  api.get<{ available: boolean; error?: string }>(
    withQuery('/api/organizations/slug-availability', { slug }),
  );

export const fetchMembers = (teamId: string) =>
  api.get<MembersReply>(withQuery('/api/organization-members', { org_id: teamId, limit: 100 }));

/** Inviting an address again replaces its pending invitation: the resend. */
export const inviteMember = (teamId: string, email: string, role: AssignableRole) =>
  api.post<InvitationReply>('/api/organization-members', { org_id: teamId, email, role });

export const changeMemberRole = (teamId: string, memberId: string, role: TeamRole) =>
  api.patch<unknown>('/api/organization-members', {
    org_id: teamId,
    member_id: memberId,
    role,
  });

/** Removes a member, or leaves the team when `memberId` is the caller's own membership. */
export const removeMember = (teamId: string, memberId: string) =>
  api.delete<{ removed: true }>('/api/organization-members', {
    org_id: teamId,
    member_id: memberId,
  });

export const fetchTeamInvitations = (teamId: string) =>
  api.get<InvitationsReply>(withQuery('/api/invitations', { org_id: teamId, status: 'pending' }));

export const fetchInvitationByToken = (token: string) =>
  api.get<InvitationReply>(withQuery('/api/invitations', { token }));

export const answerInvitation = (token: string, action: 'accept' | 'decline', reason?: string) =>
  api.post<AnswerInvitationReply>(
    withQuery('/api/invitations', { token, action }),
    action === 'decline' ? { reason } : { invitation_token: token },
  );

export const cancelInvitation = (teamId: string, invitationId: string) =>
  api.delete<unknown>(`/api/organizations/${id(teamId)}/invitations/${id(invitationId)}`);

export const fetchTeamEvents = (teamId: string) =>
  api.get<TeamEventsReply>(`/api/organizations/${id(teamId)}/events`);
