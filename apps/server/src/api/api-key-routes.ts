import {
  ApiKeyCreatedReply,
  ApiKeyParams,
  ApiKeysReply,
  ApiUsageReply,
  CreateApiKeyBody,
  WorkspaceQuery,
} from '@kurz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../accounts/auth.js';
import { byUser, requireUser, userOf } from '../accounts/require-user.js';
import { type RateLimitStore, rateLimit } from '../http/rate-limit.js';
import { createApiKey } from './create-api-key.js';
import { getApiUsage } from './get-api-usage.js';
import { listApiKeys } from './list-api-keys.js';
import { revokeApiKey } from './revoke-api-key.js';

const KEY_WRITE_RULE = { name: 'api-key-write-user', limit: 30, windowSeconds: 600 };

/**
 * The API keys of the signed-in user, or of a team with `org_id` (/user/api-access): list,
 * create (shown once), revoke, and their usage.
 */
export async function registerApiKeyRoutes(
  app: FastifyInstance,
  auth: Auth,
  rateLimits: RateLimitStore,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);
  const write = [signedIn, rateLimit(rateLimits, KEY_WRITE_RULE, byUser)];
  api.get(
    '/api/api-keys',
    {
      preValidation: signedIn,
      schema: { querystring: WorkspaceQuery, response: { 200: ApiKeysReply } },
    },
    async (request) =>
      listApiKeys({
        ctx: request.ctx,
        input: { userId: userOf(request).id, orgId: request.query.org_id ?? undefined },
      }),
  );
  api.post(
    '/api/api-keys',
    {
      preValidation: write,
      schema: { body: CreateApiKeyBody, response: { 201: ApiKeyCreatedReply } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(
          await createApiKey({
            ctx: request.ctx,
            input: { userId: userOf(request).id, body: request.body },
          }),
        ),
  );
  api.delete(
    '/api/api-keys/:id',
    {
      preValidation: write,
      schema: {
        params: ApiKeyParams,
        querystring: WorkspaceQuery,
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) =>
      revokeApiKey({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          orgId: request.query.org_id ?? undefined,
          id: request.params.id,
        },
      }),
  );
  api.get(
    '/api/api-usage',
    {
      preValidation: signedIn,
      schema: { querystring: WorkspaceQuery, response: { 200: ApiUsageReply } },
    },
    async (request) =>
      getApiUsage({
        ctx: request.ctx,
        input: { userId: userOf(request).id, orgId: request.query.org_id ?? undefined },
      }),
  );
}
