import {
  InvitationReply,
  InviteBody,
  MembersQuery,
  MembersReply,
  RemoveMemberBody,
  UpdateMemberBody,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { changeMemberRole } from './change-member-role.js';
import { inviteMember } from './invite-member.js';
import { listTeamMembers } from './list-members.js';
import { removeMember } from './remove-member.js';
import { teamGuards } from './team-guards.js';

/** Each invitation costs a mail. */
const INVITE_RULE = { name: 'team-invite-user', limit: 30, windowSeconds: 600 };

/** /api/organization-members: list, invite, change a role, remove or leave. */
export function registerMemberRoutes(kit: RouteKit): void {
  const { app, rateLimits } = kit;
  const { signedIn, write } = teamGuards(kit);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const named = requireWorkspace();
  api.get(
    '/api/organization-members',
    {
      preValidation: signedIn,
      preHandler: named,
      schema: { querystring: MembersQuery, response: { 200: MembersReply } },
    },
    async (request) =>
      listTeamMembers({ ctx: actingCtx(request), input: { query: request.query } }),
  );
  api.post(
    '/api/organization-members',
    {
      preValidation: [...write, rateLimit(rateLimits, INVITE_RULE, byUser)],
      preHandler: named,
      schema: { body: InviteBody, response: { 201: InvitationReply } },
    },
    async (request, reply) => {
      const invitation = await inviteMember({
        ctx: actingCtx(request),
        input: { email: request.body.email, role: request.body.role },
      });
      return reply.code(201).send({ invitation });
    },
  );
  api.patch(
    '/api/organization-members',
    { preValidation: write, preHandler: named, schema: { body: UpdateMemberBody } },
    async (request) =>
      changeMemberRole({
        ctx: actingCtx(request),
        input: { memberId: request.body.member_id, role: request.body.role },
      }),
  );
  api.delete(
    '/api/organization-members',
    { preValidation: write, preHandler: named, schema: { body: RemoveMemberBody } },
    async (request) =>
      removeMember({ ctx: actingCtx(request), input: { memberId: request.body.member_id } }),
  );
}
