import { z } from 'zod';
import { ASSIGNABLE_ROLES, TEAM_ROLES } from '../teams.js';
import { LinkUpdateFields, ListLinksQuery, ShortenBody } from './links.js';
import { namesTeam, TEAM_REQUIRED, teamFields, workspaceFields } from './workspace.js';

/**
 * Team workspaces (spec 001 §7): organizations, members, invitations. The session decides
 * who acts; a `user_id` in a body may only agree with it. A call on a team names it with
 * `organization_id` or, as the spec writes these calls, `org_id`.
 */

const id = z.string().min(1).max(100);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(25);
const search = z.string().max(200).optional();

const name = z
  .string({ error: 'Team name is required' })
  .trim()
  .min(1, 'Team name is required')
  .max(100, 'Team name: at most 100 characters');
const description = z.string().trim().max(500, 'Description: at most 500 characters');
/** Where uploaded team logos are served (spec 001 §7 storage bucket organization-logos). */
export const TEAM_LOGO_URL_PREFIX = '/api/team-logos/';

const logoUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) =>
      value === '' ||
      /^https:\/\/[^\s"'<>]+$/.test(value) ||
      value.startsWith(TEAM_LOGO_URL_PREFIX),
    {
      message: 'logo_url must be an https URL or an uploaded logo',
    },
  );

export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: 'Unknown role' });
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: 'role must be admin, manager, member or viewer',
});

export const OrganizationView = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  subscription_plan: z.string(),
  max_members: z.number(),
  max_urls: z.number(),
  max_domains: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  member_count: z.number(),
  url_count: z.number(),
  domain_count: z.number(),
  /** The caller's own membership (spec 000 §3: the organization with the user's membership). */
  membership: z.object({
    id: z.string(),
    role: TeamRoleSchema,
    status: z.string(),
    joined_at: z.string(),
  }),
});
export type OrganizationView = z.infer<typeof OrganizationView>;

export const CreateOrganizationBody = z.object({
  name,
  slug: z.string({ error: 'Slug is required' }).trim().max(200),
  description: description.optional().nullable(),
  logo_url: logoUrl.optional().nullable(),
});
export type CreateOrganizationBody = z.input<typeof CreateOrganizationBody>;

export const OrganizationsQuery = z.object({
  id: id.optional(),
  page,
  limit,
  search,
  status: z.enum(['active']).optional(),
});
export type OrganizationsQuery = z.input<typeof OrganizationsQuery>;

export const OrganizationsReply = z.object({
  organizations: z.array(OrganizationView),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type OrganizationsReply = z.infer<typeof OrganizationsReply>;
export const OrganizationReply = z.object({ organization: OrganizationView });
export type OrganizationReply = z.infer<typeof OrganizationReply>;

export const UpdateOrganizationBody = z
  .object({
    ...teamFields,
    name: name.optional(),
    slug: z.string().trim().max(200).optional(),
    description: description.optional().nullable(),
    logo_url: logoUrl.optional().nullable(),
    /** Ownership moves to this member (owner only); the old owner becomes an admin. */
    transfer_to_member_id: id.optional(),
  })
  .refine(namesTeam, TEAM_REQUIRED)
  .refine(
    (body) =>
      [body.name, body.slug, body.description, body.logo_url, body.transfer_to_member_id].some(
        (value) => value !== undefined,
      ),
    {
      message: 'Nothing to change: send name, slug, description, logo_url or transfer_to_member_id',
    },
  );
export type UpdateOrganizationBody = z.input<typeof UpdateOrganizationBody>;

export const OrgIdBody = z.object(teamFields).refine(namesTeam, TEAM_REQUIRED);
export const SlugQuery = z.object({ slug: z.string().max(200) });
export const SlugAvailabilityReply = z.object({
  available: z.boolean(),
  error: z.string().optional(),
});

export const MemberView = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: TeamRoleSchema,
  status: z.string(),
  invited_at: z.string().nullable(),
  joined_at: z.string(),
});
export type MemberView = z.infer<typeof MemberView>;

export const MembersQuery = z
  .object({
    ...teamFields,
    page,
    limit: z.coerce.number().int().min(1).max(100).default(100),
    search,
    role: TeamRoleSchema.optional(),
    status: z.enum(['active']).optional(),
  })
  .refine(namesTeam, TEAM_REQUIRED);
export type MembersQuery = z.input<typeof MembersQuery>;
export const MembersReply = z.object({
  members: z.array(MemberView),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type MembersReply = z.infer<typeof MembersReply>;

export const InviteBody = z
  .object({
    ...teamFields,
    email: z.email({ error: 'Please enter a valid email address.' }).max(254),
    role: AssignableRoleSchema.default('member'),
  })
  .refine(namesTeam, TEAM_REQUIRED);
export type InviteBody = z.input<typeof InviteBody>;

export const UpdateMemberBody = z
  .object({ ...teamFields, member_id: id, role: TeamRoleSchema })
  .refine(namesTeam, TEAM_REQUIRED);
export type UpdateMemberBody = z.input<typeof UpdateMemberBody>;

export const RemoveMemberBody = z
  .object({ ...teamFields, member_id: id })
  .refine(namesTeam, TEAM_REQUIRED);
export type RemoveMemberBody = z.input<typeof RemoveMemberBody>;

export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const;

export const InvitationView = z.object({
  id: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  email: z.string(),
  role: TeamRoleSchema,
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type InvitationView = z.infer<typeof InvitationView>;
export const InvitationsReply = z.object({ invitations: z.array(InvitationView) });
export type InvitationsReply = z.infer<typeof InvitationsReply>;
export const InvitationReply = z.object({ invitation: InvitationView });
export type InvitationReply = z.infer<typeof InvitationReply>;

/** GET /api/invitations: a team's (organization_id), the caller's own (nothing), or one by token (no session). */
export const InvitationsQuery = z.object({
  ...workspaceFields,
  token: z.string().max(200).optional(),
  status: z.enum(INVITATION_STATUSES).optional(),
});
export type InvitationsQuery = z.input<typeof InvitationsQuery>;

export const AnswerInvitationQuery = z.object({
  token: z.string().max(200).optional(),
  action: z.enum(['accept', 'decline'], { error: 'action must be accept or decline' }),
});
export const AnswerInvitationBody = z.object({
  invitation_token: z.string().max(200).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type AnswerInvitationBody = z.input<typeof AnswerInvitationBody>;
/** Spec 000 §3: the acceptance result carries the organization's id. */
export const AnswerInvitationReply = z.object({
  status: z.enum(['accepted', 'declined']),
  organization: z.object({ id: z.string(), name: z.string() }),
});
export type AnswerInvitationReply = z.infer<typeof AnswerInvitationReply>;

export const InvitationParams = z.object({ orgId: id, invitationId: id });
export const OrgIdParams = z.object({ orgId: id });
export const TeamLogoParams = z.object({ file: z.string().max(64) });

const teamId = z
  .string({ error: 'Team ID is required' })
  .min(1, 'Team ID is required')
  .max(100, 'Invalid request parameters');

/** GET /api/team-urls: a team's links, paged like the dashboard's. */
export const TeamUrlsQuery = ListLinksQuery.extend({
  organization_id: teamId,
  user_id: z.string().max(100).optional(),
  /** One link by id (the edit screen): a page of it alone, or 404. */
  id: z.string().max(100).optional(),
});
export type TeamUrlsQuery = z.input<typeof TeamUrlsQuery>;

/** PUT /api/team-urls: the link `id` of the team, with the fields to change. */
export const UpdateTeamUrlBody = z.object({
  organization_id: teamId,
  user_id: z.string().max(100).optional(),
  id: z.string().min(1).max(100),
  fields: LinkUpdateFields,
});
export type UpdateTeamUrlBody = z.input<typeof UpdateTeamUrlBody>;

export const DeleteTeamUrlBody = z.object({
  organization_id: teamId,
  user_id: z.string().max(100).optional(),
  id: z.string().min(1).max(100),
});
export type DeleteTeamUrlBody = z.input<typeof DeleteTeamUrlBody>;

/**
 * POST /api/shorten-team: the shorten body, whose `organization_id` this call requires
 * (spec 000 §7); without one it answers 'Team context is required…'.
 */
export const ShortenTeamBody = ShortenBody;
export type ShortenTeamBody = z.input<typeof ShortenTeamBody>;

export const TeamEventView = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** The actor's full name, else the name given at sign-up; null when unknown. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export const TeamEventsReply = z.object({ events: z.array(TeamEventView) });
export type TeamEventsReply = z.infer<typeof TeamEventsReply>;
