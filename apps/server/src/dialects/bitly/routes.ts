import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerOf } from '../../api/require-api-key.js';
import { deleteLinks } from '../../links/delete-links.js';
import type { RouteKit } from '../../route-kit.js';
import { actingCtx } from '../../workspace/workspace-guard.js';
import { acceptEmptyJson, keyGuard } from '../key-routes.js';
import { bitlyGroups, bitlyUser } from './bitly-account.js';
import { bitlyClicksSummary } from './bitly-clicks.js';
import { answerBitlyError } from './bitly-errors.js';
import {
  BitlinkParams,
  BitlinkPartsParams,
  BitlyClicksQuery,
  BitlyCreateBody,
  BitlyExpandBody,
  BitlyShortenBody,
  BitlyUpdateBody,
} from './bitly-schemas.js';
import { bitlinkIdOf, bitlyTime, toBitlink } from './bitly-view.js';
import { createBitlink } from './create-bitlink.js';
import { findBitlink } from './find-bitlink.js';
import { updateBitlink } from './update-bitlink.js';

export const BITLY_PREFIX = '/v4';

/** A bitlink sent as one segment (`kurz.link%2Fabc`) or as two (`kurz.link/abc`). */
function bitlinkOf(request: FastifyRequest): string {
  const { bitlink, code } = request.params as { bitlink: string; code?: string };
  return code === undefined ? bitlink : `${bitlink}/${code}`;
}

/**
 * A subset of Bitly's API v4 at `/v4`, so that Bitly's clients work with a Kurz key as
 * their Bearer token: the same verbs, scopes and limits as `/api/v1`, a workspace as one
 * Bitly group, Bitly's shapes and `{ message, description, resource, errors }` answers.
 */
export async function registerBitlyRoutes({ app, redis }: RouteKit): Promise<void> {
  await app.register(
    async (bitly) => {
      bitly.setErrorHandler(answerBitlyError);
      acceptEmptyJson(bitly);
      bitly.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({
          message: 'NOT_FOUND',
          description: 'This Bitly API route does not exist on Kurz.',
          resource: '',
        }),
      );
      const api = bitly.withTypeProvider<ZodTypeProvider>();
      const guard = keyGuard(redis, bearerOf);

      api.post(
        '/shorten',
        { ...guard('links:write'), schema: { body: BitlyShortenBody } },
        async (request, reply) => {
          const { bitlink, isNew } = await createBitlink({
            ctx: actingCtx(request),
            input: request.body,
          });
          return reply.code(isNew ? 201 : 200).send(bitlink);
        },
      );
      api.post(
        '/bitlinks',
        { ...guard('links:write'), schema: { body: BitlyCreateBody } },
        async (request, reply) => {
          const { bitlink, isNew } = await createBitlink({
            ctx: actingCtx(request),
            input: request.body,
          });
          return reply.code(isNew ? 201 : 200).send(bitlink);
        },
      );
      for (const url of ['/bitlinks/:bitlink', '/bitlinks/:bitlink/:code']) {
        const params = url.includes(':code') ? BitlinkPartsParams : BitlinkParams;
        api.get(url, { ...guard('links:read'), schema: { params } }, async (request) => {
          const ctx = actingCtx(request);
          const view = await findBitlink(ctx, bitlinkOf(request));
          return toBitlink(view, ctx.config, ctx.workspace.owner);
        });
        api.patch(
          url,
          { ...guard('links:write'), schema: { params, body: BitlyUpdateBody } },
          async (request) =>
            updateBitlink({
              ctx: actingCtx(request),
              input: { bitlink: bitlinkOf(request), fields: request.body },
            }),
        );
        api.delete(url, { ...guard('links:write'), schema: { params } }, async (request) => {
          const ctx = actingCtx(request);
          const view = await findBitlink(ctx, bitlinkOf(request));
          await deleteLinks({ ctx, input: { ids: [view.id], requireAll: true } });
          return { links_deleted: [{ id: bitlinkIdOf(view), link: view.short_link }] };
        });
        api.get(
          `${url}/clicks/summary`,
          { ...guard('analytics:read'), schema: { params, querystring: BitlyClicksQuery } },
          async (request) =>
            bitlyClicksSummary({
              ctx: actingCtx(request),
              input: { bitlink: bitlinkOf(request), query: request.query },
            }),
        );
      }
      api.post(
        '/expand',
        { ...guard('links:read'), schema: { body: BitlyExpandBody } },
        async (request) => {
          const view = await findBitlink(actingCtx(request), request.body.bitlink_id);
          return {
            link: view.short_link,
            id: bitlinkIdOf(view),
            long_url: view.full_url,
            created_at: bitlyTime(view.created_at),
          };
        },
      );
      api.get('/user', guard('links:read'), async (request) =>
        bitlyUser(actingCtx(request), request.user?.email ?? ''),
      );
      api.get('/groups', guard('links:read'), async (request) => bitlyGroups(actingCtx(request)));
    },
    { prefix: BITLY_PREFIX },
  );
}
