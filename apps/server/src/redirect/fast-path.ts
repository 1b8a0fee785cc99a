import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClickBuffer } from '../clicks/click-buffer.js';
import type { Config } from '../config.js';
import type { Clock } from '../context.js';
import { clientIpReader } from '../http/client-ip.js';
import { siteForHost } from '../http/host-routing.js';
import { linkDomainResolver } from '../links/short-domains.js';
import { cacheKey, type LinkCache } from './link-cache.js';

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
    const { rawHeaders } = request;
    const target = linkCache.peek(cacheKey(linkDomain(rawHeader(rawHeaders, 'host')), code));
    if (!target) return false;

    if (method === 'GET') {
      clicks.record({
        linkId: target.id,
        at: clock.now(),
        ip: clientIp(request),
        userAgent: rawHeader(rawHeaders, 'user-agent'),
        referer: rawHeader(rawHeaders, 'referer'),
        isQr: queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('qr') === '1',
      });
    }
    response.writeHead(target.status, target.headers);
    response.end();
    return true;
  };
}

/**
 * The first value of a header, read from the raw list: `request.headers` would build an
 * object of every header on each redirect. `name` is lower case.
 */
export function rawHeader(rawHeaders: string[], name: string): string | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const key = rawHeaders[i] as string;
    if (key.length === name.length && (key === name || key.toLowerCase() === name))
      return rawHeaders[i + 1];
  }
  return undefined;
}
