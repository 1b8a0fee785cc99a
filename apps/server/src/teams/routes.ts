import {
  AnswerInvitationBody,
  AnswerInvitationQuery,
  AnswerInvitationReply,
  CreateOrganizationBody,
  DeleteLinksReply,
  DeleteTeamUrlBody,
  InvitationParams,
  InvitationReply,
  InvitationsQuery,
  InvitationsReply,
  InviteBody,
  LinkPage,
  LinkView,
  MembersQuery,
  MembersReply,
  OrganizationReply,
  OrganizationsQuery,
  OrganizationsReply,
  OrgIdBody,
  OrgIdParams,
  RemoveMemberBody,
  ShortenReply,
  ShortenTeamBody,
  SlugAvailabilityReply,
  SlugQuery,
  slugProblem,
  TEAM_MESSAGES,
  TeamEventsReply,
  TeamLogoParams,
  TeamUrlsQuery,
  UpdateMemberBody,
  UpdateOrganizationBody,
  UpdateTeamUrlBody,
} from '@kurz/shared';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../accounts/auth.js';
import { byUser, requireUser, userOf } from '../accounts/require-user.js';
import { byIp, type RateLimitStore, rateLimit } from '../http/rate-limit.js';
import { toShortenReply } from '../links/shorten-reply.js';
import {
  bytesOf,
  registerRawUploads,
  sendUpload,
  UPLOAD_BODY_LIMIT,
} from '../storage/upload-routes.js';
import { answerInvitation } from './answer-invitation.js';
import { cancelInvitation } from './cancel-invitation.js';
import { changeMemberRole } from './change-member-role.js';
import { createOrganization } from './create-organization.js';
import { deleteOrganization } from './delete-organization.js';
import { deleteTeamLink } from './delete-team-link.js';
import { editTeamLink } from './edit-team-link.js';
import { inviteMember } from './invite-member.js';
import { invitationByToken, listTeamInvitations } from './list-invitations.js';
import { listTeamMembers } from './list-members.js';
import { listOrganizations } from './list-organizations.js';
import { listTeamEvents } from './list-team-events.js';
import { listTeamLinks } from './list-team-links.js';
import { removeMember } from './remove-member.js';
import { shortenForTeam } from './shorten-team.js';
import { isSlugTaken } from './team-repository.js';
import { updateOrganization } from './update-organization.js';
import { uploadTeamLogo } from './upload-team-logo.js';

/** Team writes, per account: a person's pace. Invitations also cost a mail each. */
const TEAM_WRITE_RULE = { name: 'team-write-user', limit: 60, windowSeconds: 60 };
const INVITE_RULE = { name: 'team-invite-user', limit: 30, windowSeconds: 600 };
/** As the personal shortener's per-account rule: more than a person makes by hand is a script. */
const TEAM_SHORTEN_RULE = { name: 'shorten-team-user', limit: 200, windowSeconds: 600 };
/** Tokens are 256-bit, but a wall of guesses still gets a 429. */
const TOKEN_RULE = { name: 'invitation-token-ip', limit: 30, windowSeconds: 60 };

/** Spec 001 §7's team calls: organizations, members, invitations. */
export async function registerTeamRoutes(
  app: FastifyInstance,
  auth: Auth,
  rateLimits: RateLimitStore,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);
  const write = [signedIn, rateLimit(rateLimits, TEAM_WRITE_RULE, byUser)];

  api.get(
    '/api/organizations',
    {
      preValidation: signedIn,
      schema: { querystring: OrganizationsQuery, response: { 200: OrganizationsReply } },
    },
    async (request) =>
      listOrganizations({
        ctx: request.ctx,
        input: { userId: userOf(request).id, query: request.query },
      }),
  );
  api.post(
    '/api/organizations',
    {
      preValidation: write,
      schema: { body: CreateOrganizationBody, response: { 201: OrganizationReply } },
    },
    async (request, reply) => {
      const organization = await createOrganization({
        ctx: request.ctx,
        input: { userId: userOf(request).id, body: request.body },
      });
      return reply.code(201).send({ organization });
    },
  );
  api.patch(
    '/api/organizations',
    {
      preValidation: write,
      schema: { body: UpdateOrganizationBody, response: { 200: OrganizationReply } },
    },
    async (request) => ({
      organization: await updateOrganization({
        ctx: request.ctx,
        input: { userId: userOf(request).id, body: request.body },
      }),
    }),
  );
  api.delete(
    '/api/organizations',
    {
      preValidation: write,
      schema: { body: OrgIdBody, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) =>
      deleteOrganization({
        ctx: request.ctx,
        input: { userId: userOf(request).id, orgId: request.body.org_id },
      }),
  );
  api.get(
    '/api/organizations/slug-availability',
    {
      preValidation: signedIn,
      schema: { querystring: SlugQuery, response: { 200: SlugAvailabilityReply } },
    },
    async (request) => {
      const slug = request.query.slug.trim().toLowerCase();
      const problem = slugProblem(slug);
      if (problem) return { available: false, error: problem };
      if (await isSlugTaken(request.ctx.db, slug))
        return { available: false, error: TEAM_MESSAGES.slugTaken };
      return { available: true };
    },
  );

  api.get(
    '/api/organization-members',
    {
      preValidation: signedIn,
      schema: { querystring: MembersQuery, response: { 200: MembersReply } },
    },
    async (request) =>
      listTeamMembers({
        ctx: request.ctx,
        input: { userId: userOf(request).id, query: request.query },
      }),
  );
  api.post(
    '/api/organization-members',
    {
      preValidation: [...write, rateLimit(rateLimits, INVITE_RULE, byUser)],
      schema: { body: InviteBody, response: { 201: InvitationReply } },
    },
    async (request, reply) => {
      const invitation = await inviteMember({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          orgId: request.body.org_id,
          email: request.body.email,
          role: request.body.role,
        },
      });
      return reply.code(201).send({ invitation });
    },
  );
  api.patch(
    '/api/organization-members',
    { preValidation: write, schema: { body: UpdateMemberBody } },
    async (request) =>
      changeMemberRole({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          orgId: request.body.org_id,
          memberId: request.body.member_id,
          role: request.body.role,
        },
      }),
  );
  api.delete(
    '/api/organization-members',
    { preValidation: write, schema: { body: RemoveMemberBody } },
    async (request) =>
      removeMember({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          orgId: request.body.org_id,
          memberId: request.body.member_id,
        },
      }),
  );

  // With a token the invitation page reads one invitation without a session (the token is
  // the secret); without one the caller must be signed in.
  const signedInUnlessToken: preValidationAsyncHookHandler = async function (request, reply) {
    const { token } = request.query as { token?: unknown };
    if (typeof token === 'string' && token !== '') return;
    await signedIn.call(this, request, reply);
  };
  api.get(
    '/api/invitations',
    {
      preValidation: [signedInUnlessToken, rateLimit(rateLimits, TOKEN_RULE, byIp)],
      schema: {
        querystring: InvitationsQuery,
        response: { 200: InvitationsReply.or(InvitationReply) },
      },
    },
    async (request) => {
      const { token, org_id, status } = request.query;
      if (token)
        return { invitation: await invitationByToken({ ctx: request.ctx, input: { token } }) };
      const user = userOf(request);
      return listTeamInvitations({
        ctx: request.ctx,
        input: { userId: user.id, email: user.email, orgId: org_id, status },
      });
    },
  );
  api.post(
    '/api/invitations',
    {
      preValidation: [signedIn, rateLimit(rateLimits, TOKEN_RULE, byIp)],
      schema: {
        querystring: AnswerInvitationQuery,
        body: AnswerInvitationBody,
        response: { 200: AnswerInvitationReply },
      },
    },
    async (request) => {
      const user = userOf(request);
      return answerInvitation({
        ctx: request.ctx,
        input: {
          userId: user.id,
          email: user.email,
          token: request.query.token || request.body?.invitation_token,
          action: request.query.action,
          reason: request.body?.reason,
        },
      });
    },
  );
  api.delete(
    '/api/organizations/:orgId/invitations/:invitationId',
    { preValidation: write, schema: { params: InvitationParams } },
    async (request) =>
      cancelInvitation({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          orgId: request.params.orgId,
          invitationId: request.params.invitationId,
        },
      }),
  );

  api.get(
    '/api/team-urls',
    {
      preValidation: signedIn,
      schema: { querystring: TeamUrlsQuery, response: { 200: LinkPage } },
    },
    async (request) =>
      listTeamLinks({
        ctx: request.ctx,
        input: { userId: userOf(request).id, query: request.query },
      }),
  );
  api.put(
    '/api/team-urls',
    { preValidation: write, schema: { body: UpdateTeamUrlBody, response: { 200: LinkView } } },
    async (request) =>
      editTeamLink({ ctx: request.ctx, input: { userId: userOf(request).id, body: request.body } }),
  );
  api.delete(
    '/api/team-urls',
    {
      preValidation: write,
      schema: { body: DeleteTeamUrlBody, response: { 200: DeleteLinksReply } },
    },
    async (request) =>
      deleteTeamLink({
        ctx: request.ctx,
        input: { userId: userOf(request).id, body: request.body },
      }),
  );
  api.post(
    '/api/shorten-team',
    {
      preValidation: [signedIn, rateLimit(rateLimits, TEAM_SHORTEN_RULE, byUser)],
      schema: { body: ShortenTeamBody, response: { 200: ShortenReply } },
    },
    async (request) => {
      const result = await shortenForTeam({
        ctx: request.ctx,
        input: { userId: userOf(request).id, body: request.body },
      });
      return toShortenReply(request.ctx.config, result);
    },
  );
  await registerRawUploads(app, (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    upload.post(
      '/api/organizations/:orgId/logo',
      {
        preValidation: write,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { params: OrgIdParams, response: { 200: OrganizationReply } },
      },
      async (request) => ({
        organization: await uploadTeamLogo({
          ctx: request.ctx,
          input: {
            userId: userOf(request).id,
            orgId: request.params.orgId,
            bytes: bytesOf(request.body),
          },
        }),
      }),
    );
    upload.delete(
      '/api/organizations/:orgId/logo',
      {
        preValidation: write,
        schema: { params: OrgIdParams, response: { 200: OrganizationReply } },
      },
      async (request) => ({
        organization: await uploadTeamLogo({
          ctx: request.ctx,
          input: { userId: userOf(request).id, orgId: request.params.orgId, bytes: null },
        }),
      }),
    );
  });
  api.get('/api/team-logos/:file', { schema: { params: TeamLogoParams } }, async (request, reply) =>
    sendUpload(reply, request.ctx.uploads, 'organization-logos', request.params.file),
  );
  api.get(
    '/api/organizations/:orgId/events',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ orgId: z.string().min(1).max(100) }),
        response: { 200: TeamEventsReply },
      },
    },
    async (request) =>
      listTeamEvents({
        ctx: request.ctx,
        input: { userId: userOf(request).id, orgId: request.params.orgId },
      }),
  );
}
