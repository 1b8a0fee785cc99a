import { isValidShortCode, RedirectQuery } from '@kurz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { ServingDomains } from '../custom-domains/serving-domains.js';
import { Invalid, LinkDisabled, NotFound } from '../errors.js';
import type { RateLimitStore } from '../http/rate-limit.js';
import { linkDomainResolver } from '../links/short-domains.js';
import { linkNotFoundPage } from './link-not-found-page.js';
import { resolveLink } from './resolve-link.js';
import type { ServeRedirect } from './serve-redirect.js';

/** Misses cost a database read each (after the short negative cache): limit probing. */
const MISS_RULE = { name: 'redirect-miss-ip', limit: 120, windowSeconds: 60 };

export function registerRedirectRoutes(
  app: FastifyInstance,
  config: Config,
  rateLimits: RateLimitStore,
  serveRedirect: ServeRedirect,
  servingDomains: ServingDomains,
): void {
  const resolveDomain = linkDomainResolver(config, servingDomains);
  const notFoundPage = linkNotFoundPage(config.appUrl);
  const domainOf = (request: FastifyRequest) => resolveDomain(request.headers.host);

  // Single segments that are not codes (app routes, files) fall through to the web app.
  // The hot path logs only warnings: a line per redirect would cost more than the redirect.
  app.get<{ Params: { code: string } }>('/:code', { logLevel: 'warn' }, async (request, reply) => {
    const { code } = request.params;
    if (!isValidShortCode(code)) return reply.callNotFound();
    const domain = domainOf(request);
    const link =
      domain === null ? null : await resolveLink({ ctx: request.ctx, input: { domain, code } });
    if (!link) {
      await rateLimits.consume(MISS_RULE, request.ip);
      // The app's hosts answer with the web app (its Link Not Found page), status 404.
      if (request.site === 'app') return reply.code(404).callNotFound();
      return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
    }
    // Answered like the fast path's redirects: the same click, status and headers.
    reply.hijack();
    serveRedirect(request.raw, reply.raw, link, request.ctx.clock.now());
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/redirect', { schema: { querystring: RedirectQuery } }, async (request) => {
      const code = request.query.code?.trim();
      if (!code) throw new Invalid('Invalid URL format');
      const domain = domainOf(request);
      const link =
        domain !== null && isValidShortCode(code)
          ? await resolveLink({ ctx: request.ctx, input: { domain, code } })
          : null;
      if (!link) {
        await rateLimits.consume(MISS_RULE, request.ip);
        throw new NotFound('Link not found');
      }
      if (link.isDisabled) throw new LinkDisabled();
      return { redirect: true, url: link.url };
    });
}
