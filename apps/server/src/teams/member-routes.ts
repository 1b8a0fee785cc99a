import {
  InvitationReply,
  InviteBody,
  MembersQuery,
  MembersReply,
  RemoveMemberBody,
  UpdateMemberBody,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser, userOf } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import { changeMemberRole } from './change-member-role.js';
import { inviteMember } from './invite-member.js';
import { listTeamMembers } from './list-members.js';
import { removeMember } from './remove-member.js';
import type { TeamRouteKit } from './routes.js';

/** Each invitation costs a mail. */
const INVITE_RULE = { name: 'team-invite-user', limit: 30, windowSeconds: 600 };

/** /api/organization-members: list, invite, change a role, remove or leave. */
export function registerMemberRoutes({ app, signedIn, write, rateLimits }: TeamRouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
}
