import { isValidShortCode, RedirectQuery } from '@kurz/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyPassword } from '../accounts/password-hash.js';
import { Invalid, LinkDisabled, LinkExpired, NotFound, RateLimited } from '../errors.js';
import { addressBucket } from '../http/rate-limit.js';
import { findLinkPasswordHash } from '../links/link-repository.js';
import { linkDomainResolver } from '../links/short-domains.js';
import type { RouteKit } from '../route-kit.js';
import { hasExpired } from './has-expired.js';
import type { CachedLink } from './link-cache.js';
import { linkNotFoundPage } from './link-not-found-page.js';
import {
  linkPasswordPage,
  originOf,
  PASSWORD_FORM_ACTION,
  REFERRER_FIELD,
} from './link-password-page.js';
import { linkPreviewPage } from './link-preview-page.js';
import { resolveLink } from './resolve-link.js';
import { standalonePageHeaders } from './standalone-page.js';

/** Misses cost a database read each (after the short negative cache): limit probing. */
const MISS_RULE = { name: 'redirect-miss-ip', limit: 120, windowSeconds: 60 };
/** Password guesses per client (an IPv6 one by its /64) and link. */
const PASSWORD_RULE = { name: 'link-password-ip', limit: 10, windowSeconds: 15 * 60 };
/**
 * Password guesses per link from all clients together: passwords may be 4 characters, and
 * a botnet has addresses enough for any per-address limit. Past it, the right one waits too.
 */
const LINK_PASSWORD_RULE = { name: 'link-password-link', limit: 30, windowSeconds: 15 * 60 };
const PASSWORD_BODY_LIMIT = 2048;
const PER_CLIENT_REFUSAL = 'Too many attempts. Wait a few minutes and try again.';
const PER_LINK_REFUSAL = 'Too many attempts on this link.';

/**
 * A destination shown without a visit (the preview, /api/redirect) would skip the
 * password, or the click limit the visit spends: such links show their short link instead.
 */
const isGuarded = (link: CachedLink) => link.isProtected === true || link.expiry?.maxClicks != null;

export function registerRedirectRoutes({
  app,
  config,
  rateLimits,
  serveRedirect,
  servingDomains,
}: RouteKit): void {
  const resolveDomain = linkDomainResolver(config, servingDomains);
  const notFoundPage = linkNotFoundPage(config.appUrl);
  const domainOf = (request: FastifyRequest) => resolveDomain(request.headers.host);

  const passwordPage = (message: string, referrer: string | undefined) =>
    Buffer.from(linkPasswordPage(config.appUrl, { message, referrer }));

  /** The link of `code` on the request's host, or the 404 answer (rate limited) sent. */
  async function linkOrNotFound(
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
  ): Promise<CachedLink | null> {
    const domain = domainOf(request);
    const link =
      domain === null ? null : await resolveLink({ ctx: request.ctx, input: { domain, code } });
    if (link) return link;
    await rateLimits.consume(MISS_RULE, request.ip);
    // The app's hosts answer with the web app (its Link Not Found page), status 404.
    if (request.site === 'app') reply.code(404).callNotFound();
    else reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
    return null;
  }

  /** Counts a password guess against the client's limit, then the link's; the refusal, if any. */
  async function guessRefusal(ip: string, linkId: string): Promise<RateLimited | null> {
    try {
      await rateLimits.consume(PASSWORD_RULE, `${addressBucket(ip)}|${linkId}`);
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      return new RateLimited(error.retryAfterSeconds, PER_CLIENT_REFUSAL);
    }
    try {
      await rateLimits.consume(LINK_PASSWORD_RULE, linkId);
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
      return new RateLimited(error.retryAfterSeconds, `${PER_LINK_REFUSAL} Try again in ${wait}.`);
    }
    return null;
  }

  function sendPage(reply: FastifyReply, status: number, page: Buffer, formAction?: string) {
    return reply
      .code(status)
      .headers(headerObject(standalonePageHeaders(page, formAction)))
      .send(page);
  }

  // Single segments that are not codes (app routes, files) fall through to the web app.
  // The hot path logs only warnings: a line per redirect would cost more than the redirect.
  app.get<{ Params: { code: string } }>('/:code', { logLevel: 'warn' }, async (request, reply) => {
    const { code } = request.params;
    const previewed = code.endsWith('+') ? code.slice(0, -1) : null;
    if (!isValidShortCode(previewed ?? code)) return reply.callNotFound();
    const link = await linkOrNotFound(request, reply, previewed ?? code);
    if (!link) return reply;
    const now = request.ctx.clock.now();
    const isExpired = link.expiry?.at != null && now >= link.expiry.at;
    if (previewed !== null && !link.isDisabled && !isExpired) {
      const shown = isGuarded(link)
        ? { destination: null, next: `/${previewed}`, isProtected: link.isProtected === true }
        : { destination: link.url, next: link.url, isProtected: false };
      return sendPage(reply, 200, Buffer.from(linkPreviewPage(config.appUrl, shown)));
    }
    // Answered like the fast path's redirects: the same click, status and headers (a
    // preview of a disabled or expired link gets its page too, and records no click).
    reply.hijack();
    serveRedirect(request.raw, reply.raw, link, now);
  });

  // A protected link's password, posted by its page's form (never in a query string).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PASSWORD_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { code: string } }>(
      '/:code',
      { logLevel: 'warn', bodyLimit: PASSWORD_BODY_LIMIT },
      async (request, reply) => {
        const { code } = request.params;
        if (!isValidShortCode(code)) return reply.callNotFound();
        const link = await linkOrNotFound(request, reply, code);
        if (!link) return reply;
        if (!link.isProtected) return reply.redirect(`/${code}`, 303);
        const now = request.ctx.clock.now();
        // An expired link answers as a visit would (its expired page), before any guess counts.
        if (await hasExpired(request.ctx.db, link, now)) {
          reply.hijack();
          return serveRedirect(request.raw, reply.raw, link, now);
        }
        const body = request.body as Record<string, unknown> | null;
        // The form's Referer is its own page: the visitor's came with the form.
        const referrer = originOf(body?.[REFERRER_FIELD]);
        const tooMany = await guessRefusal(request.ip, link.id);
        if (tooMany) {
          reply.header('retry-after', String(tooMany.retryAfterSeconds));
          const page = passwordPage(tooMany.message, referrer);
          return sendPage(reply, 429, page, PASSWORD_FORM_ACTION);
        }
        const password = typeof body?.password === 'string' ? body.password : '';
        const hash = password ? await findLinkPasswordHash(request.ctx.db, link.id) : null;
        if (!hash || !(await verifyPassword({ hash, password }))) {
          const page = passwordPage('That password is not right. Try again.', referrer);
          return sendPage(reply, 401, page, PASSWORD_FORM_ACTION);
        }
        reply.hijack();
        serveRedirect(request.raw, reply.raw, link, now, { referrer });
      },
    );
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
      if (!link || domain === null) {
        await rateLimits.consume(MISS_RULE, request.ip);
        throw new NotFound('Link not found');
      }
      if (link.isDisabled) throw new LinkDisabled();
      const { expiry } = link;
      if (expiry?.at != null && request.ctx.clock.now() >= expiry.at) {
        if (!expiry.url) throw new LinkExpired();
        return { redirect: true, url: expiry.url };
      }
      // The short link on this very host, which asks for the password or counts the visit.
      const shortLink = `${request.protocol}://${request.host}/${encodeURIComponent(code)}`;
      return { redirect: true, url: isGuarded(link) ? shortLink : link.url };
    });
}

/** A flat header list (writeHead's form) as Fastify's header object. */
function headerObject(list: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) headers[list[i] as string] = list[i + 1] as string;
  return headers;
}
