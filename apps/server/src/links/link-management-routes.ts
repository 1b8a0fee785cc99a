import {
  BulkDeleteBody,
  DeleteLinksReply,
  LinkIdParams,
  LinkPage,
  LinkView,
  ListLinksQuery,
  UpdateLinkBody,
} from '@kurz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../accounts/auth.js';
import { requireUser, userOf } from '../accounts/require-user.js';
import { byIp, type RateLimitStore, rateLimit } from '../http/rate-limit.js';
import { deleteLinks } from './delete-links.js';
import { editLink } from './edit-link.js';
import { getLink } from './get-link.js';
import { linkLabelsOf } from './link-labels.js';
import { linkOptionsOf } from './link-options.js';
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
  const signedIn = { preValidation: requireUser(auth) };
  const signedInWrite = {
    preValidation: [rateLimit(rateLimits, LINK_WRITE_RULE, byIp), requireUser(auth)],
  };

  api.get(
    '/api/links',
    { ...signedIn, schema: { querystring: ListLinksQuery, response: { 200: LinkPage } } },
    async (request) =>
      listLinks({
        ctx: request.ctx,
        input: { scope: { userId: userOf(request).id }, ...request.query },
      }),
  );
  api.get(
    '/api/links/:id',
    { ...signedIn, schema: { params: LinkIdParams, response: { 200: LinkView } } },
    async (request) =>
      getLink({ ctx: request.ctx, input: { userId: userOf(request).id, id: request.params.id } }),
  );
  api.patch(
    '/api/links/:id',
    {
      ...signedInWrite,
      schema: { params: LinkIdParams, body: UpdateLinkBody, response: { 200: LinkView } },
    },
    async (request) =>
      editLink({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          id: request.params.id,
          url: request.body.full_url,
          code: request.body.short_url,
          redirectType: request.body.redirect_type,
          options: linkOptionsOf(request.body),
          labels: linkLabelsOf(request.body),
          domain: request.body.domain,
        },
      }),
  );
  api.delete(
    '/api/links/:id',
    { ...signedInWrite, schema: { params: LinkIdParams, response: { 200: DeleteLinksReply } } },
    async (request) =>
      deleteLinks({
        ctx: request.ctx,
        input: { userId: userOf(request).id, ids: [request.params.id], requireAll: true },
      }),
  );
  api.post(
    '/api/links/bulk-delete',
    { ...signedInWrite, schema: { body: BulkDeleteBody, response: { 200: DeleteLinksReply } } },
    async (request) =>
      deleteLinks({
        ctx: request.ctx,
        input: { userId: userOf(request).id, ids: request.body.ids },
      }),
  );
}
