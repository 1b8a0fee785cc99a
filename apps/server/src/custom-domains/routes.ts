import {
  AddCustomDomainBody,
  CustomDomainReply,
  CustomDomainsQuery,
  CustomDomainsReply,
  DeletedReply,
  DnsCheckQuery,
  DnsCheckReply,
  DomainQuery,
  DomainSettingsBody,
  hostnameOf,
  UpdateCustomDomainBody,
  VerificationReply,
  VerifyCustomDomainReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byUser, requireUser } from '../accounts/require-user.js';
import { NotFound } from '../errors.js';
import { APP_LINK_FILE_PATHS } from '../http/host-routing.js';
import { byIp, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { addCustomDomain } from './add-custom-domain.js';
import { changeDomainSettings, domainSettingsOf } from './change-domain-settings.js';
import { checkUserDomainDns } from './check-user-domain-dns.js';
import { findAppLinkFile } from './custom-domain-repository.js';
import { deleteCustomDomain } from './delete-custom-domain.js';
import { isServingCustomDomain, mayHaveCertificate } from './host-questions.js';
import { listCustomDomains } from './list-custom-domains.js';
import { verifyCustomDomain } from './verify-custom-domain.js';

/** Adding and verifying send DNS queries on the caller's behalf: a person's pace, not a script's. */
const DOMAIN_WRITE_RULE = { name: 'custom-domain-write-user', limit: 30, windowSeconds: 60 };
const DNS_CHECK_RULE = { name: 'custom-domain-dns-user', limit: 30, windowSeconds: 60 };
const PUBLIC_LOOKUP_RULE = { name: 'custom-domain-lookup-ip', limit: 120, windowSeconds: 60 };
const APP_LINK_FILE_RULE = {
  name: 'custom-domain-app-link-file-ip',
  limit: 120,
  windowSeconds: 60,
};

/**
 * Spec 001 §7's custom-domain calls (a team's with `organization_id`), spec 000 §7's public
 * check, and Caddy's `ask`.
 */
export function registerCustomDomainRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);
  const acting = requireWorkspace();

  api.get(
    '/api/custom-domains',
    {
      preValidation: signedIn,
      preHandler: acting,
      schema: { querystring: CustomDomainsQuery, response: { 200: CustomDomainsReply } },
    },
    async (request) => listCustomDomains({ ctx: actingCtx(request) }),
  );

  api.post(
    '/api/custom-domains',
    {
      preValidation: [signedIn, rateLimit(rateLimits, DOMAIN_WRITE_RULE, byUser)],
      preHandler: acting,
      schema: { body: AddCustomDomainBody, response: { 201: CustomDomainReply } },
    },
    async (request, reply) => {
      const domain = await addCustomDomain({
        ctx: actingCtx(request),
        input: { domain: request.body.domain },
      });
      return reply.code(201).send({ domain });
    },
  );

  api.put(
    '/api/custom-domains',
    {
      preValidation: [signedIn, rateLimit(rateLimits, DOMAIN_WRITE_RULE, byUser)],
      preHandler: acting,
      schema: {
        body: UpdateCustomDomainBody,
        response: { 200: VerificationReply.or(DeletedReply) },
      },
    },
    async (request) => {
      const call = { ctx: actingCtx(request), input: { id: request.body.domain_id } };
      return request.body.action === 'delete' ? deleteCustomDomain(call) : verifyCustomDomain(call);
    },
  );

  api.patch(
    '/api/custom-domains/:id',
    {
      preValidation: [signedIn, rateLimit(rateLimits, DOMAIN_WRITE_RULE, byUser)],
      preHandler: acting,
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        body: DomainSettingsBody,
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

  // On a verified custom domain only (host-routing.ts lets these paths through there).
  for (const [path, column] of Object.entries(APP_LINK_FILE_PATHS)) {
    api.get(
      path,
      { preHandler: rateLimit(rateLimits, APP_LINK_FILE_RULE, byIp) },
      async (request, reply) => {
        const serving =
          request.site === 'custom'
            ? request.ctx.servingDomains.get(hostnameOf(request.headers.host ?? ''))
            : undefined;
        const file = serving && (await findAppLinkFile(request.ctx.db, serving.id, column));
        if (!file) throw new NotFound('Not Found');
        return reply
          .type('application/json')
          .header('cache-control', 'public, max-age=3600')
          .send(file);
      },
    );
  }

  api.get(
    '/api/verify-dns',
    {
      preValidation: [signedIn, rateLimit(rateLimits, DNS_CHECK_RULE, byUser)],
      preHandler: acting,
      schema: { querystring: DnsCheckQuery, response: { 200: DnsCheckReply } },
    },
    async (request) =>
      checkUserDomainDns({ ctx: actingCtx(request), input: { domain: request.query.domain } }),
  );

  api.get(
    '/api/verify-custom-domain',
    {
      preHandler: rateLimit(rateLimits, PUBLIC_LOOKUP_RULE, byIp),
      schema: { querystring: DomainQuery, response: { 200: VerifyCustomDomainReply } },
    },
    async (request) => ({
      isCustomDomain: isServingCustomDomain(request.ctx, request.query.domain),
    }),
  );

  // Caddy asks before each on-demand certificate; it sends no session, and only a 200
  // lets it go on. Not rate limited: a refusal costs a map lookup, and Caddy retries.
  api.get(
    '/api/tls/ask',
    { logLevel: 'warn', schema: { querystring: DomainQuery } },
    async (request, reply) => {
      if (!mayHaveCertificate(request.ctx, request.query.domain))
        throw new NotFound('Domain not found');
      return reply.code(200).type('text/plain; charset=utf-8').send('OK\n');
    },
  );
}
