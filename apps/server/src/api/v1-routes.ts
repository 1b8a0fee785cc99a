import {
  AnalyticsQuery,
  AnalyticsReply,
  ApiBulkCreateBody,
  ApiBulkCreateReply,
  ApiCreateLinkBody,
  type ApiScope,
  CustomDomainReply,
  CustomDomainsReply,
  DeleteLinksReply,
  LinkIdParams,
  LinkPage,
  LinkView,
  ListLinksQuery,
  QrQuery,
  UpdateLinkBody,
  VerificationReply,
} from '@kurz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { userOf } from '../accounts/require-user.js';
import { getAnalytics } from '../analytics/get-analytics.js';
import { addCustomDomain } from '../custom-domains/add-custom-domain.js';
import { deleteCustomDomain } from '../custom-domains/delete-custom-domain.js';
import { listCustomDomains } from '../custom-domains/list-custom-domains.js';
import { verifyCustomDomain } from '../custom-domains/verify-custom-domain.js';
import { renderQr } from '../qr/render-qr.js';
import { bulkCreateLinks } from './bulk-create-links.js';
import { noteTransientRefusal, replayIdempotent, storeIdempotent } from './idempotency.js';
import { meterApiCall } from './meter-api-call.js';
import { requireApiKey } from './require-api-key.js';
import {
  type ApiActor,
  createWorkspaceLink,
  deleteWorkspaceLink,
  editWorkspaceLink,
  getWorkspaceLink,
  listWorkspaceLinks,
} from './workspace-links.js';

const DomainIdParams = z.object({ id: z.string().min(1).max(100) });
/** The key decides the workspace: the web app's `org_id` has no place in the API. */
const ApiAnalyticsQuery = AnalyticsQuery.omit({ org_id: true });
const ApiQrQuery = QrQuery.omit({ org_id: true });

/**
 * `/api/v1`: the public REST API, Bearer-key auth, calling the web app's own verbs. Each
 * route's tags and zod schemas are what the OpenAPI document (api/openapi.ts) is made of.
 */
export function registerV1Routes(app: FastifyInstance, redis: Redis | null): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Key, then the limits, then replay: a refusal by the meter never claims an
  // Idempotency-Key, so the retry after it is answered. POSTs keep their answer.
  const guard = (scope: ApiScope) => ({
    preValidation: [requireApiKey(scope), meterApiCall(redis), replayIdempotent],
    onError: noteTransientRefusal,
    onSend: storeIdempotent,
  });
  const userId = (request: Parameters<typeof userOf>[0]) => userOf(request).id;
  /** Who acts, and in which workspace: the key's (a team's key acts in the team). */
  const actor = (request: Parameters<typeof userOf>[0]): ApiActor => ({
    userId: userOf(request).id,
    orgId: request.apiKey?.orgId ?? null,
  });
  const orgId = (request: Parameters<typeof userOf>[0]) => request.apiKey?.orgId ?? undefined;

  api.post(
    '/api/v1/links',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Create a link',
        body: ApiCreateLinkBody,
        response: { 201: LinkView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWorkspaceLink(request.ctx, actor(request), request.body)),
  );
  api.post(
    '/api/v1/links/bulk',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Create up to 100 links, with a result per item',
        body: ApiBulkCreateBody,
        response: { 200: ApiBulkCreateReply },
      },
    },
    async (request) =>
      bulkCreateLinks({ ctx: request.ctx, input: { actor: actor(request), body: request.body } }),
  );
  api.get(
    '/api/v1/links',
    {
      ...guard('links:read'),
      schema: {
        tags: ['links'],
        summary: 'List links, newest or most clicked first',
        querystring: ListLinksQuery,
        response: { 200: LinkPage },
      },
    },
    async (request) => listWorkspaceLinks(request.ctx, actor(request), request.query),
  );
  api.get(
    '/api/v1/links/:id',
    {
      ...guard('links:read'),
      schema: {
        tags: ['links'],
        summary: 'Get a link',
        params: LinkIdParams,
        response: { 200: LinkView },
      },
    },
    async (request) => getWorkspaceLink(request.ctx, actor(request), request.params.id),
  );
  api.patch(
    '/api/v1/links/:id',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Change a link',
        params: LinkIdParams,
        body: UpdateLinkBody,
        response: { 200: LinkView },
      },
    },
    async (request) =>
      editWorkspaceLink(request.ctx, actor(request), request.params.id, request.body),
  );
  api.delete(
    '/api/v1/links/:id',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Delete a link',
        params: LinkIdParams,
        response: { 200: DeleteLinksReply },
      },
    },
    async (request) => deleteWorkspaceLink(request.ctx, actor(request), request.params.id),
  );
  api.get(
    '/api/v1/analytics',
    {
      ...guard('analytics:read'),
      schema: {
        tags: ['analytics'],
        summary: 'Click analytics of all links or one (link_id)',
        querystring: ApiAnalyticsQuery,
        response: { 200: AnalyticsReply },
      },
    },
    async (request) => ({
      data: await getAnalytics({
        ctx: request.ctx,
        input: { userId: userId(request), query: { ...request.query, org_id: orgId(request) } },
      }),
    }),
  );
  api.get(
    '/api/v1/qr',
    {
      ...guard('links:read'),
      schema: {
        tags: ['links'],
        summary: "A QR code of a link's short URL (PNG or SVG)",
        querystring: ApiQrQuery,
      },
    },
    async (request, reply) => {
      const { ecl, ...query } = request.query;
      const qr = await renderQr({
        ctx: request.ctx,
        input: {
          ...query,
          userId: userId(request),
          orgId: orgId(request),
          errorCorrectionLevel: ecl,
        },
      });
      return reply
        .header('content-type', qr.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(qr.body);
    },
  );
  api.get(
    '/api/v1/domains',
    {
      ...guard('domains:read'),
      schema: {
        tags: ['domains'],
        summary: 'List custom domains',
        response: { 200: CustomDomainsReply },
      },
    },
    async (request) =>
      listCustomDomains({
        ctx: request.ctx,
        input: { userId: userId(request), orgId: orgId(request) },
      }),
  );
  api.post(
    '/api/v1/domains',
    {
      ...guard('domains:write'),
      schema: {
        tags: ['domains'],
        summary: 'Add a custom domain',
        body: z.object({ domain: z.string().max(1000) }),
        response: { 201: CustomDomainReply },
      },
    },
    async (request, reply) => {
      const domain = await addCustomDomain({
        ctx: request.ctx,
        input: { userId: userId(request), orgId: orgId(request), domain: request.body.domain },
      });
      return reply.code(201).send({ domain });
    },
  );
  api.post(
    '/api/v1/domains/:id/verify',
    {
      ...guard('domains:write'),
      schema: {
        tags: ['domains'],
        summary: "Check a domain's DNS records and verify it",
        params: DomainIdParams,
        response: { 200: VerificationReply },
      },
    },
    async (request) =>
      verifyCustomDomain({
        ctx: request.ctx,
        input: { userId: userId(request), orgId: orgId(request), id: request.params.id },
      }),
  );
  api.delete(
    '/api/v1/domains/:id',
    {
      ...guard('domains:write'),
      schema: {
        tags: ['domains'],
        summary: 'Delete a custom domain and its links',
        params: DomainIdParams,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) =>
      deleteCustomDomain({
        ctx: request.ctx,
        input: { userId: userId(request), orgId: orgId(request), id: request.params.id },
      }),
  );
}
