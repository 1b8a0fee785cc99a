import {
  BulkDeleteBody,
  BulkDeleteLinksBody,
  BulkDeleteLinksReply,
  BulkUpdateLinksBody,
  BulkUpdateLinksReply,
  DeleteLinksReply,
  LinkIdParams,
  LinkPage,
  LinkView,
  LinkWorkspace,
  ListLinksQuery,
  UpdateLinkBody,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/require-user.js';
import { byIp, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { bulkEditLinks } from './bulk-edit-links.js';
import { bulkRemoveLinks } from './bulk-remove-links.js';
import { deleteLinks } from './delete-links.js';
import { editLink } from './edit-link.js';
import { getLink } from './get-link.js';
import { editInputOf } from './link-input.js';
import { listLinks } from './list-links.js';

/** Writes: an edited destination may be fetched (DESTINATION_PROBE), like a new link's. */
const LINK_WRITE_RULE = { name: 'link-write-ip', limit: 60, windowSeconds: 60 };

/**
 * The dashboard's link manager, in the signed-in user's personal workspace or the team
 * `organization_id` names (the query for reads, the body for writes).
 */
export function registerLinkManagementRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: requireUser(auth), preHandler: requireWorkspace() };
  const signedInWrite = {
    preValidation: [rateLimit(rateLimits, LINK_WRITE_RULE, byIp), requireUser(auth)],
    preHandler: requireWorkspace(),
  };

  api.get(
    '/api/links',
    { ...signedIn, schema: { querystring: ListLinksQuery, response: { 200: LinkPage } } },
    async (request) => listLinks({ ctx: actingCtx(request), input: request.query }),
  );
  // The dashboard's selection bar. `/api/links/bulk` is static: the router tries it before `:id`.
  api.patch(
    '/api/links/bulk',
    {
      ...signedInWrite,
      schema: { body: BulkUpdateLinksBody, response: { 200: BulkUpdateLinksReply } },
    },
    async (request) => bulkEditLinks({ ctx: actingCtx(request), input: request.body }),
  );
  api.delete(
    '/api/links/bulk',
    {
      ...signedInWrite,
      schema: { body: BulkDeleteLinksBody, response: { 200: BulkDeleteLinksReply } },
    },
    async (request) => bulkRemoveLinks({ ctx: actingCtx(request), input: request.body }),
  );
  api.get(
    '/api/links/:id',
    {
      ...signedIn,
      schema: { params: LinkIdParams, querystring: LinkWorkspace, response: { 200: LinkView } },
    },
    async (request) => getLink({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
  api.patch(
    '/api/links/:id',
    {
      ...signedInWrite,
      schema: { params: LinkIdParams, body: UpdateLinkBody, response: { 200: LinkView } },
    },
    async (request) =>
      editLink({ ctx: actingCtx(request), input: editInputOf(request.params.id, request.body) }),
  );
  api.delete(
    '/api/links/:id',
    {
      ...signedInWrite,
      schema: {
        params: LinkIdParams,
        body: LinkWorkspace.nullish(),
        response: { 200: DeleteLinksReply },
      },
    },
    async (request) =>
      deleteLinks({
        ctx: actingCtx(request),
        input: { ids: [request.params.id], requireAll: true },
      }),
  );
  api.post(
    '/api/links/bulk-delete',
    { ...signedInWrite, schema: { body: BulkDeleteBody, response: { 200: DeleteLinksReply } } },
    async (request) => deleteLinks({ ctx: actingCtx(request), input: { ids: request.body.ids } }),
  );
}
