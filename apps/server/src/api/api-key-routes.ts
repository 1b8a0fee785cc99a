import {
  ApiKeyCreatedReply,
  ApiKeyParams,
  ApiKeysReply,
  ApiUsageReply,
  CreateApiKeyBody,
  WorkspaceQuery,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byUser, requireUser } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { createApiKey } from './create-api-key.js';
import { getApiUsage } from './get-api-usage.js';
import { listApiKeys } from './list-api-keys.js';
import { revokeApiKey } from './revoke-api-key.js';

const KEY_WRITE_RULE = { name: 'api-key-write-user', limit: 30, windowSeconds: 600 };

/**
 * The API keys of the signed-in user's workspace, or of a team's with `organization_id`
 * (/user/api-access): list, create (shown once), revoke, and their usage.
 */
export async function registerApiKeyRoutes({ app, auth, rateLimits }: RouteKit): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);
  const write = [signedIn, rateLimit(rateLimits, KEY_WRITE_RULE, byUser)];
  const acting = requireWorkspace();
  api.get(
    '/api/api-keys',
    {
      preValidation: signedIn,
      preHandler: acting,
      schema: { querystring: WorkspaceQuery, response: { 200: ApiKeysReply } },
    },
    async (request) => listApiKeys({ ctx: actingCtx(request) }),
  );
  api.post(
    '/api/api-keys',
    {
      preValidation: write,
      preHandler: acting,
      schema: { body: CreateApiKeyBody, response: { 201: ApiKeyCreatedReply } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(
          await createApiKey({
            ctx: actingCtx(request),
            input: { name: request.body.name, scopes: request.body.scopes },
          }),
        ),
  );
  api.delete(
    '/api/api-keys/:id',
    {
      preValidation: write,
      preHandler: acting,
      schema: {
        params: ApiKeyParams,
        querystring: WorkspaceQuery,
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => revokeApiKey({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
  api.get(
    '/api/api-usage',
    {
      preValidation: signedIn,
      preHandler: acting,
      schema: { querystring: WorkspaceQuery, response: { 200: ApiUsageReply } },
    },
    async (request) => getApiUsage({ ctx: actingCtx(request) }),
  );
}
