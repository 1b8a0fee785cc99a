import {
  DeleteLinksReply,
  DeleteTeamUrlBody,
  LinkPage,
  LinkView,
  ShortenReply,
  ShortenTeamBody,
  TEAM_MESSAGES,
  TeamUrlsQuery,
  UpdateTeamUrlBody,
} from '@kurz/shared';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser } from '../accounts/require-user.js';
import { Invalid } from '../errors.js';
import { rateLimit } from '../http/rate-limit.js';
import { createLink } from '../links/create-link.js';
import { deleteLinks } from '../links/delete-links.js';
import { editLink } from '../links/edit-link.js';
import { getLink } from '../links/get-link.js';
import { createInputOf, editInputOf } from '../links/link-input.js';
import { listLinks } from '../links/list-links.js';
import { toShortenReply } from '../links/shorten-reply.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { teamGuards } from './team-guards.js';

/** As the personal shortener's per-account rule: more than a person makes by hand is a script. */
const TEAM_SHORTEN_RULE = { name: 'shorten-team-user', limit: 200, windowSeconds: 600 };

/** Without a team, POST /api/shorten-team would make a personal link: the spec refuses it. */
async function requireTeamNamed(request: FastifyRequest): Promise<void> {
  const { organization_id: team } = request.body as { organization_id?: string | null };
  if (!team) throw new Invalid(TEAM_MESSAGES.teamContextRequired);
}

/**
 * Spec 001 §7's team link calls (/api/team-urls, /api/shorten-team), kept as they are
 * spelled: adapters over the link verbs, acting in the team `organization_id` names.
 */
export function registerTeamLinkRoutes(kit: RouteKit): void {
  const { app, rateLimits } = kit;
  const { signedIn, write } = teamGuards(kit);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inTeam = requireWorkspace();
  api.get(
    '/api/team-urls',
    {
      preValidation: signedIn,
      preHandler: inTeam,
      schema: { querystring: TeamUrlsQuery, response: { 200: LinkPage } },
    },
    async (request) => {
      const { id, ...query } = request.query;
      const ctx = actingCtx(request);
      // One link by id (the edit screen): a page of it alone, or 404.
      if (id)
        return { links: [await getLink({ ctx, input: { id } })], next_cursor: null, total: 1 };
      return listLinks({ ctx, input: query });
    },
  );
  api.put(
    '/api/team-urls',
    {
      preValidation: write,
      preHandler: inTeam,
      schema: { body: UpdateTeamUrlBody, response: { 200: LinkView } },
    },
    async (request) =>
      editLink({
        ctx: actingCtx(request),
        input: editInputOf(request.body.id, request.body.fields),
      }),
  );
  api.delete(
    '/api/team-urls',
    {
      preValidation: write,
      preHandler: inTeam,
      schema: { body: DeleteTeamUrlBody, response: { 200: DeleteLinksReply } },
    },
    async (request) =>
      deleteLinks({
        ctx: actingCtx(request),
        input: { ids: [request.body.id], requireAll: true },
      }),
  );
  api.post(
    '/api/shorten-team',
    {
      preValidation: [signedIn, rateLimit(rateLimits, TEAM_SHORTEN_RULE, byUser)],
      preHandler: [requireTeamNamed, inTeam],
      schema: { body: ShortenTeamBody, response: { 200: ShortenReply } },
    },
    async (request) => {
      const result = await createLink({
        ctx: actingCtx(request),
        input: createInputOf(request.body),
      });
      return toShortenReply(request.ctx.config, result);
    },
  );
}
