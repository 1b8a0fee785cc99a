import {
  AnalyticsReply,
  ApiAddDomainBody,
  ApiAnalyticsQuery,
  ApiBulkCreateBody,
  ApiBulkCreateReply,
  ApiBulkDeleteBody,
  ApiBulkUpdateBody,
  ApiCreateLinkBody,
  ApiDomainSettingsBody,
  ApiLinkUpdateBody,
  ApiListLinksQuery,
  ApiQrQuery,
  type ApiScope,
  BulkDeleteLinksReply,
  BulkUpdateLinksReply,
  CustomDomainReply,
  CustomDomainsReply,
  DeleteLinksReply,
  LinkIdParams,
  LinkPage,
  LinkView,
  VerificationReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAnalytics } from '../analytics/get-analytics.js';
import { addCustomDomain } from '../custom-domains/add-custom-domain.js';
import {
  changeDomainSettings,
  domainSettingsOf,
} from '../custom-domains/change-domain-settings.js';
import { deleteCustomDomain } from '../custom-domains/delete-custom-domain.js';
import { listCustomDomains } from '../custom-domains/list-custom-domains.js';
import { verifyCustomDomain } from '../custom-domains/verify-custom-domain.js';
import { bulkEditLinks } from '../links/bulk-edit-links.js';
import { bulkRemoveLinks } from '../links/bulk-remove-links.js';
import { deleteLinks } from '../links/delete-links.js';
import { editLink } from '../links/edit-link.js';
import { getLink } from '../links/get-link.js';
import { editInputOf } from '../links/link-input.js';
import { listLinks } from '../links/list-links.js';
import { renderQr } from '../qr/render-qr.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { bulkCreateLinks } from './bulk-create-links.js';
import { createApiLink } from './create-api-link.js';
import { noteTransientRefusal, replayIdempotent, storeIdempotent } from './idempotency.js';
import { meterApiCall } from './meter-api-call.js';
import { requireApiKey } from './require-api-key.js';

const DomainIdParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The hooks of every `/api/v1` route holding `scope`. Key, then the limits, then replay: a
 * refusal by the meter never claims an Idempotency-Key, so the retry after it is answered.
 * POSTs keep their answer. The key's workspace is resolved once the input is valid.
 */
export function v1Guard(redis: RouteKit['redis']) {
  return (scope: ApiScope) => ({
    preValidation: [requireApiKey(scope), meterApiCall(redis), replayIdempotent],
    preHandler: requireWorkspace(),
    onError: noteTransientRefusal,
    onSend: storeIdempotent,
  });
}

/**
 * `/api/v1`: the public REST API, Bearer-key auth, calling the web app's own verbs. Each
 * route's tags and zod schemas are what the OpenAPI document (api/openapi.ts) is made of.
 */
export function registerV1Routes({ app, redis }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = v1Guard(redis);

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
      reply.code(201).send(await createApiLink({ ctx: actingCtx(request), input: request.body })),
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
    async (request) => bulkCreateLinks({ ctx: actingCtx(request), input: request.body }),
  );
  // `/links/bulk` is a static path: the router tries it before `/links/:id`, whatever the order.
  api.patch(
    '/api/v1/links/bulk',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Change up to 1,000 links (by ids or a filter), with a result per link',
        body: ApiBulkUpdateBody,
        response: { 200: BulkUpdateLinksReply },
      },
    },
    async (request) => bulkEditLinks({ ctx: actingCtx(request), input: request.body }),
  );
  api.delete(
    '/api/v1/links/bulk',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Delete up to 1,000 links (by ids or a filter), with a result per link',
        body: ApiBulkDeleteBody,
        response: { 200: BulkDeleteLinksReply },
      },
    },
    async (request) => bulkRemoveLinks({ ctx: actingCtx(request), input: request.body }),
  );
  api.get(
    '/api/v1/links',
    {
      ...guard('links:read'),
      schema: {
        tags: ['links'],
        summary: 'List links, newest or most clicked first',
        querystring: ApiListLinksQuery,
        response: { 200: LinkPage },
      },
    },
    async (request) => listLinks({ ctx: actingCtx(request), input: request.query }),
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
    async (request) => getLink({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
  api.patch(
    '/api/v1/links/:id',
    {
      ...guard('links:write'),
      schema: {
        tags: ['links'],
        summary: 'Change a link',
        params: LinkIdParams,
        body: ApiLinkUpdateBody,
        response: { 200: LinkView },
      },
    },
    async (request) =>
      editLink({ ctx: actingCtx(request), input: editInputOf(request.params.id, request.body) }),
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
    async (request) =>
      deleteLinks({
        ctx: actingCtx(request),
        input: { ids: [request.params.id], requireAll: true },
      }),
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
      data: await getAnalytics({ ctx: actingCtx(request), input: { query: request.query } }),
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
        ctx: actingCtx(request),
        input: { ...query, errorCorrectionLevel: ecl },
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
    async (request) => listCustomDomains({ ctx: actingCtx(request) }),
  );
  api.post(
    '/api/v1/domains',
    {
      ...guard('domains:write'),
      schema: {
        tags: ['domains'],
        summary: 'Add a custom domain',
        body: ApiAddDomainBody,
        response: { 201: CustomDomainReply },
      },
    },
    async (request, reply) => {
      const domain = await addCustomDomain({
        ctx: actingCtx(request),
        input: { domain: request.body.domain },
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
      verifyCustomDomain({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
  api.patch(
    '/api/v1/domains/:id',
    {
      ...guard('domains:write'),
      schema: {
        tags: ['domains'],
        summary: "Change a domain's defaults for new links (query forwarding)",
        params: DomainIdParams,
        body: ApiDomainSettingsBody,
        response: { 200: CustomDomainReply },
      },
    },
    async (request) => ({
      domain: await changeDomainSettings({
        ctx: actingCtx(request),
        input: domainSettingsOf(request.params.id, request.body),
      }),
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
      deleteCustomDomain({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
}
