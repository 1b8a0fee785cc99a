import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listLinkVisits } from '../../analytics/list-link-visits.js';
import { isDatabaseReachable } from '../../db/database.js';
import { deleteLinks } from '../../links/delete-links.js';
import type { RouteKit } from '../../route-kit.js';
import { actingCtx } from '../../workspace/workspace-guard.js';
import { acceptEmptyJson, keyGuard } from '../key-routes.js';
import { findShortUrl } from './find-short-url.js';
import { answerAsShlink, sendProblem } from './shlink-errors.js';
import { listShlinkDomains, listShlinkTagStats, listShlinkTags } from './shlink-lists.js';
import { ShlinkProblem } from './shlink-problem.js';
import {
  CreateShortUrlBody,
  DomainQuery,
  EditShortUrlBody,
  ListShortUrlsQuery,
  ShortCodeParams,
  TagsQuery,
  VisitsQuery,
} from './shlink-schemas.js';
import { shlinkPagination, toShlinkVisit } from './shlink-view.js';
import { createShortUrl, editShortUrl, listShortUrls, shortUrlOf } from './short-url-actions.js';

/** The Shlink release whose REST API (v3) this speaks; clients read it from /rest/health. */
export const SHLINK_API_VERSION = '4.0.0';

/** Shlink's health answer: `pass` while the database answers. Keyless, as in Shlink. */
async function answerHealth(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const isUp = await isDatabaseReachable(request.ctx.db);
  return reply
    .code(isUp ? 200 : 503)
    .header('cache-control', 'no-store')
    .type('application/health+json')
    .send(
      JSON.stringify({
        status: isUp ? 'pass' : 'fail',
        version: SHLINK_API_VERSION,
        links: { about: request.ctx.config.appUrl.origin, project: 'https://shlink.io' },
      }),
    );
}

/**
 * Shlink's REST API v3 (docs/shlink-api.md) under `/rest`, so that Shlink's clients work
 * with a Kurz key: the same verbs, scopes and limits as `/api/v1`, in Shlink's shapes and
 * problem+json errors. Encapsulated: its error handler answers only its own routes.
 */
export async function registerShlinkRoutes({ app, redis }: RouteKit): Promise<void> {
  await app.register(
    async (scope: FastifyInstance) => {
      scope.setErrorHandler(answerAsShlink);
      acceptEmptyJson(scope);
      const api = scope.withTypeProvider<ZodTypeProvider>();
      const guard = keyGuard(redis);

      api.get('/health', answerHealth);
      api.get('/v3/health', answerHealth);

      api.get(
        '/v3/short-urls',
        { ...guard('links:read'), schema: { querystring: ListShortUrlsQuery } },
        async (request) => {
          const {
            tags,
            'tags[]': listed,
            excludeTags,
            'excludeTags[]': excluded,
            ...query
          } = request.query;
          const unsupported = [
            ...(excludeTags?.length || excluded?.length ? ['excludeTags'] : []),
            ...(query.apiKeyName ? ['apiKeyName'] : []),
          ];
          if (unsupported.length > 0)
            throw ShlinkProblem.invalidData(
              unsupported,
              `Kurz cannot filter short URLs by ${unsupported.join(' or ')}`,
            );
          return listShortUrls(actingCtx(request), {
            ...query,
            tags: [...(tags ?? []), ...(listed ?? [])],
          });
        },
      );
      api.post(
        '/v3/short-urls',
        { ...guard('links:write'), schema: { body: CreateShortUrlBody } },
        async (request) => createShortUrl(actingCtx(request), request.body),
      );
      api.get(
        '/v3/short-urls/:shortCode',
        { ...guard('links:read'), schema: { params: ShortCodeParams, querystring: DomainQuery } },
        async (request) => {
          const ctx = actingCtx(request);
          const link = await findShortUrl({ ctx, input: { ...request.params, ...request.query } });
          return shortUrlOf(ctx, link.id);
        },
      );
      api.patch(
        '/v3/short-urls/:shortCode',
        {
          ...guard('links:write'),
          schema: { params: ShortCodeParams, querystring: DomainQuery, body: EditShortUrlBody },
        },
        async (request) => {
          const ctx = actingCtx(request);
          const link = await findShortUrl({ ctx, input: { ...request.params, ...request.query } });
          return editShortUrl(ctx, link.id, request.body);
        },
      );
      api.delete(
        '/v3/short-urls/:shortCode',
        { ...guard('links:write'), schema: { params: ShortCodeParams, querystring: DomainQuery } },
        async (request, reply) => {
          const ctx = actingCtx(request);
          const link = await findShortUrl({ ctx, input: { ...request.params, ...request.query } });
          await deleteLinks({ ctx, input: { ids: [link.id], requireAll: true } });
          return reply.code(204).send();
        },
      );
      api.get(
        '/v3/short-urls/:shortCode/visits',
        {
          ...guard('analytics:read'),
          schema: { params: ShortCodeParams, querystring: VisitsQuery },
        },
        async (request) => {
          const ctx = actingCtx(request);
          const { domain, page, itemsPerPage, startDate, endDate, excludeBots } = request.query;
          const link = await findShortUrl({ ctx, input: { ...request.params, domain } });
          const found = await listLinkVisits({
            ctx,
            input: {
              id: link.id,
              from: startDate === undefined ? undefined : Date.parse(startDate),
              to: endDate === undefined ? undefined : Date.parse(endDate),
              withoutBots: excludeBots === 'true',
              offset: (page - 1) * itemsPerPage,
              limit: itemsPerPage,
            },
          });
          const data = found.clicks.map((click) => toShlinkVisit(ctx.config, found.link, click));
          return {
            visits: {
              data,
              pagination: shlinkPagination(page, itemsPerPage, data.length, found.total),
            },
          };
        },
      );
      api.get(
        '/v3/tags',
        { ...guard('links:read'), schema: { querystring: TagsQuery } },
        async (request) => listShlinkTags(actingCtx(request), request.query),
      );
      api.get(
        '/v3/tags/stats',
        { ...guard('links:read'), schema: { querystring: TagsQuery } },
        async (request) => listShlinkTagStats(actingCtx(request), request.query),
      );
      api.get('/v3/domains', guard('domains:read'), async (request) =>
        listShlinkDomains(actingCtx(request)),
      );
      // Before the web app's catch-all: what Shlink has and Kurz does not answers in Shlink's shape.
      api.all('/*', async (_request, reply) =>
        sendProblem(
          reply,
          ShlinkProblem.of(
            'not-found',
            404,
            'Not found',
            "Kurz does not answer this part of Shlink's API: see docs/shlink-api.md",
          ),
        ),
      );
    },
    { prefix: '/rest' },
  );
}
