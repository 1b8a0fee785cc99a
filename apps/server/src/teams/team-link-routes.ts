import {
  DeleteLinksReply,
  DeleteTeamUrlBody,
  LinkPage,
  LinkView,
  ShortenReply,
  ShortenTeamBody,
  TeamUrlsQuery,
  UpdateTeamUrlBody,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser, userOf } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import { toShortenReply } from '../links/shorten-reply.js';
import { deleteTeamLink } from './delete-team-link.js';
import { editTeamLink } from './edit-team-link.js';
import { listTeamLinks } from './list-team-links.js';
import type { TeamRouteKit } from './routes.js';
import { shortenForTeam } from './shorten-team.js';

/** As the personal shortener's per-account rule: more than a person makes by hand is a script. */
const TEAM_SHORTEN_RULE = { name: 'shorten-team-user', limit: 200, windowSeconds: 600 };

/** /api/team-urls and /api/shorten-team: a team's links. */
export function registerTeamLinkRoutes({ app, signedIn, write, rateLimits }: TeamRouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
}
