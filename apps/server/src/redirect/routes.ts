import { isValidShortCode } from '@kurz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { Invalid, NotFound } from '../errors.js';
import { consumeRateLimit, type RateLimitStore } from '../http/rate-limit.js';
import { RedirectQuery } from '../links/schemas.js';
import { linkDomainResolver } from '../links/short-domains.js';
import { resolveLink } from './resolve-link.js';

/** Misses cost a database read each (after the short negative cache): limit probing. */
const MISS_RULE = { name: 'redirect-miss-ip', limit: 120, windowSeconds: 60 };

export function registerRedirectRoutes(
  app: FastifyInstance,
  config: Config,
  rateLimits: RateLimitStore,
): void {
  const resolveDomain = linkDomainResolver(config);
  const domainOf = (request: FastifyRequest) => resolveDomain(request.headers.host, request.site);

  // Single segments that are not codes (app routes, files) fall through to the web app.
  // The hot path logs only warnings: a line per redirect would cost more than the redirect.
  app.get<{ Params: { code: string } }>('/:code', { logLevel: 'warn' }, async (request, reply) => {
    const { code } = request.params;
    if (!isValidShortCode(code)) return reply.callNotFound();
    const target = await resolveLink({
      ctx: request.ctx,
      input: { domain: domainOf(request), code },
    });
    if (!target) {
      await consumeRateLimit(rateLimits, MISS_RULE, request.ip, request.ctx.clock.now());
      return reply.code(404).callNotFound();
    }
    if (request.method === 'GET') {
      request.ctx.clicks.record({
        linkId: target.id,
        at: request.ctx.clock.now(),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        referer: request.headers.referer,
        isQr: (request.query as { qr?: string }).qr === '1',
      });
    }
    return reply.header('cache-control', 'private, no-store').redirect(target.url, target.status);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/redirect', { schema: { querystring: RedirectQuery } }, async (request) => {
      const code = request.query.code?.trim();
      if (!code) throw new Invalid('Invalid URL format');
      const target = isValidShortCode(code)
        ? await resolveLink({ ctx: request.ctx, input: { domain: domainOf(request), code } })
        : null;
      if (!target) {
        await consumeRateLimit(rateLimits, MISS_RULE, request.ip, request.ctx.clock.now());
        throw new NotFound('Link not found');
      }
      return { redirect: true, url: target.url };
    });
}
