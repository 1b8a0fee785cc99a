import { LinkTitleBody, LinkTitleReply, TagsQuery, TagsReply } from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser, requireUser } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { fetchPageTitle } from './fetch-page-title.js';
import { listTags } from './list-tags.js';

/** Each call makes the server fetch a page: about one per link a person types, and some. */
const TITLE_FETCH_RULE = { name: 'link-title-user', limit: 30, windowSeconds: 60 };

/** A link's title and tags: the workspace's tags for the dashboard's filter, page titles for /create. */
export function registerLinkLabelRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/tags',
    {
      preValidation: requireUser(auth),
      preHandler: requireWorkspace(),
      schema: { querystring: TagsQuery, response: { 200: TagsReply } },
    },
    async (request) => listTags({ ctx: actingCtx(request) }),
  );
  api.post(
    '/api/links/title',
    {
      preValidation: [requireUser(auth), rateLimit(rateLimits, TITLE_FETCH_RULE, byUser)],
      schema: { body: LinkTitleBody, response: { 200: LinkTitleReply } },
    },
    async (request) => fetchPageTitle({ ctx: request.ctx, input: { url: request.body.url } }),
  );
}
