import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClickBuffer } from '../clicks/click-buffer.js';
import type { Config } from '../config.js';
import type { Clock } from '../context.js';
import { clientIpReader } from '../http/client-ip.js';
import { siteForHost } from '../http/host-routing.js';
import { linkDomainResolver } from '../links/short-domains.js';
import { cacheKey, type LinkCache } from './link-cache.js';

/**
 * What every redirect answer carries (the same security headers as the app's, minus CSP),
 * as the flat list `writeHead` takes without copying an object per request. An explicit
 * empty body: without it Node answers chunked and sends a terminating chunk.
 */
const HEADERS = [
  'cache-control',
  'private, no-store',
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'no-referrer',
  'content-length',
  '0',
];

/** Distinct Host values remembered; a flood of made-up hosts only empties the memo. */
const HOSTS_REMEMBERED = 256;

export interface FastPathDeps {
  config: Config;
  linkCache: LinkCache;
  clicks: ClickBuffer;
  clock: Clock;
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
  const { config, linkCache, clicks, clock } = deps;
  const clientIp = clientIpReader(config.trustProxy);
  const domainOf = linkDomainResolver(config);
  const domainByHost = new Map<string | undefined, string>();
  const linkDomain = (host: string | undefined): string => {
    let domain = domainByHost.get(host);
    if (domain === undefined) {
      domain = domainOf(host, siteForHost(host, config));
      if (domainByHost.size >= HOSTS_REMEMBERED) domainByHost.clear();
      domainByHost.set(host, domain);
    }
    return domain;
  };

  return (request, response) => {
    const { method, url = '' } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const queryAt = url.indexOf('?');
    const code = url.slice(1, queryAt === -1 ? undefined : queryAt);
    const target = linkCache.peek(cacheKey(linkDomain(request.headers.host), code));
    if (!target) return false;

    if (method === 'GET') {
      clicks.record({
        linkId: target.id,
        at: clock.now(),
        ip: clientIp(request),
        userAgent: request.headers['user-agent'],
        referer: request.headers.referer,
        isQr: queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('qr') === '1',
      });
    }
    response.writeHead(target.status, [...HEADERS, 'location', target.url]);
    response.end();
    return true;
  };
}
