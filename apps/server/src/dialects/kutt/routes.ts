import type { ApiScope } from '@kurz/shared';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meterApiCall } from '../../api/meter-api-call.js';
import { requireApiKey } from '../../api/require-api-key.js';
import { deleteLinks } from '../../links/delete-links.js';
import type { RouteKit } from '../../route-kit.js';
import { actingCtx, requireWorkspace } from '../../workspace/workspace-guard.js';
import { acceptEmptyJson } from '../accept-empty-json.js';
import { createKuttLink } from './create-kutt-link.js';
import { editKuttLink } from './edit-kutt-link.js';
import { getKuttStats } from './get-kutt-stats.js';
import { getKuttUser } from './get-kutt-user.js';
import { answerKuttError } from './kutt-errors.js';
import { KuttCreateBody, KuttEditBody, KuttIdParams, KuttListQuery } from './kutt-schemas.js';
import { listKuttLinks } from './list-kutt-links.js';

export const KUTT_PREFIX = '/api/v2';

/** Kutt reads its key from `X-API-KEY`; a cookie is never a credential here. */
export function kuttKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' ? header.trim() : undefined;
}

/**
 * Kutt's API v2 at `/api/v2`, so that Kutt's clients and ShareX configs work with a Kurz
 * key: the same verbs, scopes and limits as `/api/v1`, Kutt's shapes and `{ error }`
 * answers (its own error and not-found handlers, for this prefix only).
 */
export async function registerKuttRoutes({ app, redis }: RouteKit): Promise<void> {
  await app.register(
    async (kutt) => {
      kutt.setErrorHandler(answerKuttError);
      acceptEmptyJson(kutt);
      kutt.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ error: 'This Kutt API route does not exist on Kurz.' }),
      );
      const api = kutt.withTypeProvider<ZodTypeProvider>();
      const guard = (scope: ApiScope) => ({
        config: { isKeyOnly: true },
        preValidation: [requireApiKey(scope, kuttKeyOf), meterApiCall(redis)],
        preHandler: requireWorkspace(),
      });

      api.get('/health', async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send('OK'),
      );
      api.get(
        '/links',
        { ...guard('links:read'), schema: { querystring: KuttListQuery } },
        async (request) => listKuttLinks({ ctx: actingCtx(request), input: request.query }),
      );
      api.post(
        '/links',
        { ...guard('links:write'), schema: { body: KuttCreateBody } },
        async (request, reply) => {
          const { link, isNew } = await createKuttLink({
            ctx: actingCtx(request),
            input: request.body,
          });
          return reply.code(isNew ? 201 : 200).send(link);
        },
      );
      api.patch(
        '/links/:id',
        { ...guard('links:write'), schema: { params: KuttIdParams, body: KuttEditBody } },
        async (request) =>
          editKuttLink({
            ctx: actingCtx(request),
            input: { id: request.params.id, fields: request.body },
          }),
      );
      api.delete(
        '/links/:id',
        { ...guard('links:write'), schema: { params: KuttIdParams } },
        async (request) => {
          await deleteLinks({
            ctx: actingCtx(request),
            input: { ids: [request.params.id], requireAll: true },
          });
          return { message: 'Link has been deleted successfully.' };
        },
      );
      api.route({
        // The published `kutt` client (3.0.2) asks for stats with DELETE; it deletes nothing.
        method: ['GET', 'DELETE'],
        url: '/links/:id/stats',
        ...guard('analytics:read'),
        schema: { params: KuttIdParams },
        handler: async (request) =>
          getKuttStats({ ctx: actingCtx(request), input: { id: request.params.id } }),
      });
      api.get('/users', guard('links:read'), async (request) =>
        getKuttUser({
          ctx: actingCtx(request),
          input: {
            key: kuttKeyOf(request) ?? '',
            email: request.user?.email ?? '',
            scopes: request.apiKey?.scopes ?? [],
          },
        }),
      );
    },
    { prefix: KUTT_PREFIX },
  );
}
