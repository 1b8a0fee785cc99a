import {
  AnswerInvitationBody,
  AnswerInvitationQuery,
  AnswerInvitationReply,
  InvitationParams,
  InvitationReply,
  InvitationsQuery,
  InvitationsReply,
} from '@kurz/shared';
import type { preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../accounts/require-user.js';
import { byIp, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace, teamInPath } from '../workspace/workspace-guard.js';
import { answerInvitation } from './answer-invitation.js';
import { cancelInvitation } from './cancel-invitation.js';
import { invitationByToken, listTeamInvitations } from './list-invitations.js';
import { teamGuards } from './team-guards.js';

/** Tokens are 256-bit, but a wall of guesses still gets a 429. */
const TOKEN_RULE = { name: 'invitation-token-ip', limit: 30, windowSeconds: 60 };

/** /api/invitations (one by token, a team's, one's own; accept, decline) and cancelling one. */
export function registerInvitationRoutes(kit: RouteKit): void {
  const { app, rateLimits } = kit;
  const { signedIn, write } = teamGuards(kit);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // With a token the invitation page reads one invitation without a session (the token is
  // the secret); without one the caller must be signed in.
  const signedInUnlessToken: preValidationAsyncHookHandler = async function (request, reply) {
    const { token } = request.query as { token?: unknown };
    if (typeof token === 'string' && token !== '') return;
    await signedIn.call(this, request, reply);
  };
  const named = requireWorkspace();
  const actingUnlessToken: preHandlerAsyncHookHandler = async function (request, reply) {
    const { token } = request.query as { token?: unknown };
    if (typeof token === 'string' && token !== '') return;
    await named.call(this, request, reply);
  };
  api.get(
    '/api/invitations',
    {
      preValidation: [signedInUnlessToken, rateLimit(rateLimits, TOKEN_RULE, byIp)],
      preHandler: actingUnlessToken,
      schema: {
        querystring: InvitationsQuery,
        response: { 200: InvitationsReply.or(InvitationReply) },
      },
    },
    async (request) => {
      const { token, status } = request.query;
      if (token)
        return { invitation: await invitationByToken({ ctx: request.ctx, input: { token } }) };
      return listTeamInvitations({
        ctx: actingCtx(request),
        input: { email: userOf(request).email, status },
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
    {
      preValidation: write,
      preHandler: requireWorkspace(teamInPath),
      schema: { params: InvitationParams },
    },
    async (request) =>
      cancelInvitation({
        ctx: actingCtx(request),
        input: { invitationId: request.params.invitationId },
      }),
  );
}
