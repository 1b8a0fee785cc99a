import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { Clock } from '../context.js';
import type { ServingDomains } from '../custom-domains/serving-domains.js';
import { linkDomainResolver } from '../links/short-domains.js';
import type { LinkCache } from './link-cache.js';
import type { ServeRedirect } from './serve-redirect.js';

/** Distinct Host values remembered; a flood of made-up hosts only empties the memo. */
const HOSTS_REMEMBERED = 256;

export interface FastPathDeps {
  config: Config;
  linkCache: LinkCache;
  servingDomains: ServingDomains;
  clock: Clock;
  serveRedirect: ServeRedirect;
}

/**
 * Answers a redirect whose link is in the cache straight from node:http, before Fastify
 * builds its request: this is what keeps redirects near a bare server's speed. Anything
 * else (a miss, an unknown code, any other path) returns false and goes to Fastify,
 * whose `GET /:code` route checks the code, loads the link and fills the cache; so a
 * cache hit is a valid code by construction.
 */
export function createRedirectFastPath(
  deps: FastPathDeps,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { config, linkCache, servingDomains, clock, serveRedirect } = deps;
  const domainOf = linkDomainResolver(config, servingDomains);
  const domainByHost = new Map<string | undefined, string | null>();
  // Nearly every request names the same host as the one before: a comparison, no hashing.
  let lastHost: string | undefined;
  let lastDomain = domainOf(undefined);
  const linkDomain = (host: string | undefined): string | null => {
    if (host === lastHost) return lastDomain;
    let domain = domainByHost.get(host);
    if (domain === undefined) {
      domain = domainOf(host);
      if (domainByHost.size >= HOSTS_REMEMBERED) domainByHost.clear();
      domainByHost.set(host, domain);
    }
    lastHost = host;
    lastDomain = domain;
    return domain;
  };
  // A custom domain verified, moved or gone: every remembered verdict may be wrong now.
  servingDomains.onChange(() => {
    domainByHost.clear();
    lastHost = undefined;
    lastDomain = domainOf(undefined);
  });

  return (request, response) => {
    const { method, url = '' } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const queryAt = url.indexOf('?');
    const code = url.slice(1, queryAt === -1 ? undefined : queryAt);
    const domain = linkDomain(request.headers.host);
    if (domain === null) return false;
    const now = clock.now();
    const link = linkCache.peek(linkCache.key(domain, code), now);
    if (!link) return false;
    serveRedirect(request, response, link, now);
    return true;
  };
}
