import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../accounts/auth.js';
import { requireUser } from '../accounts/session-user.js';
import { byIp, type RateLimitStore, rateLimit } from '../http/rate-limit.js';
import { deleteLinks } from './delete-links.js';
import { editLink } from './edit-link.js';
import { getLink } from './get-link.js';
import {
  BulkDeleteBody,
  LinkIdParams,
  ListLinksQuery,
  UpdateLinkBody,
} from './link-management-schemas.js';
import { listLinks } from './list-links.js';

/** Writes: an edited destination may be fetched (DESTINATION_PROBE), like a new link's. */
const LINK_WRITE_RULE = { name: 'link-write-ip', limit: 60, windowSeconds: 60 };

/** The dashboard's link manager: the signed-in user's personal links only. */
export function registerLinkManagementRoutes(
  app: FastifyInstance,
  auth: Auth,
  rateLimits: RateLimitStore,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: requireUser(auth) };
  const signedInWrite = {
    preHandler: [rateLimit(rateLimits, LINK_WRITE_RULE, byIp), requireUser(auth)],
  };
  const userId = (request: FastifyRequest) => request.user?.id ?? '';

  api.get('/api/links', { ...signedIn, schema: { querystring: ListLinksQuery } }, async (request) =>
    listLinks({ ctx: request.ctx, input: { userId: userId(request), ...request.query } }),
  );
  api.get('/api/links/:id', { ...signedIn, schema: { params: LinkIdParams } }, async (request) =>
    getLink({ ctx: request.ctx, input: { userId: userId(request), id: request.params.id } }),
  );
  api.patch(
    '/api/links/:id',
    { ...signedInWrite, schema: { params: LinkIdParams, body: UpdateLinkBody } },
    async (request) =>
      editLink({
        ctx: request.ctx,
        input: {
          userId: userId(request),
          id: request.params.id,
          url: request.body.full_url,
          code: request.body.short_url,
          redirectType: request.body.redirect_type,
        },
      }),
  );
  api.delete(
    '/api/links/:id',
    { ...signedInWrite, schema: { params: LinkIdParams } },
    async (request) =>
      deleteLinks({
        ctx: request.ctx,
        input: { userId: userId(request), ids: [request.params.id], requireAll: true },
      }),
  );
  api.post(
    '/api/links/bulk-delete',
    { ...signedInWrite, schema: { body: BulkDeleteBody } },
    async (request) =>
      deleteLinks({ ctx: request.ctx, input: { userId: userId(request), ids: request.body.ids } }),
  );
}
