import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClickBuffer } from '../clicks/click-buffer.js';
import type { Config } from '../config.js';
import type { Clock } from '../context.js';
import { clientIpReader } from '../http/client-ip.js';
import { siteForHost } from '../http/host-routing.js';
import { linkDomainResolver } from '../links/short-domains.js';
import type { LinkCache } from './link-cache.js';
import { redirectHeaders } from './redirect-headers.js';

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
  // Nearly every request names the same host as the one before: a comparison, no hashing.
  let lastHost: string | undefined;
  let lastDomain = domainOf(undefined, siteForHost(undefined, config));
  const linkDomain = (host: string | undefined): string => {
    if (host === lastHost) return lastDomain;
    let domain = domainByHost.get(host);
    if (domain === undefined) {
      domain = domainOf(host, siteForHost(host, config));
      if (domainByHost.size >= HOSTS_REMEMBERED) domainByHost.clear();
      domainByHost.set(host, domain);
    }
    lastHost = host;
    lastDomain = domain;
    return domain;
  };

  return (request, response) => {
    const { method, url = '' } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const queryAt = url.indexOf('?');
    const code = url.slice(1, queryAt === -1 ? undefined : queryAt);
    const headers = readHeaders(request.rawHeaders);
    const now = clock.now();
    const target = linkCache.peek(linkCache.key(linkDomain(headers.host), code), now);
    if (!target) return false;

    if (method === 'GET') {
      clicks.record({
        linkId: target.id,
        at: now,
        ip: clientIp(request),
        userAgent: headers.userAgent,
        referer: headers.referer,
        isQr: queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('qr') === '1',
      });
    }
    response.writeHead(target.status, redirectHeaders(target.url));
    response.end();
    return true;
  };
}

/** The request headers a redirect reads, each its first value. */
export interface RedirectHeaders {
  host: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
}

/**
 * The headers a redirect reads, in one pass over the raw list: `request.headers` would
 * build an object of every header on each redirect.
 */
export function readHeaders(rawHeaders: string[]): RedirectHeaders {
  const found: RedirectHeaders = { host: undefined, userAgent: undefined, referer: undefined };
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    // Only names of the right length are compared, ignoring case.
    if (name.length === 4) {
      if (found.host === undefined && isNamed(name, 'host')) found.host = rawHeaders[i + 1];
    } else if (name.length === 10) {
      if (found.userAgent === undefined && isNamed(name, 'user-agent'))
        found.userAgent = rawHeaders[i + 1];
    } else if (name.length === 7) {
      if (found.referer === undefined && isNamed(name, 'referer'))
        found.referer = rawHeaders[i + 1];
    }
  }
  return found;
}

/**
 * Whether `name` is `lowerCase` ignoring ASCII case (what header names are), for names of
 * the same length: character by character, where `toLowerCase` built a string for every
 * capitalised name (`Host`, `User-Agent`: what browsers and most clients send).
 */
function isNamed(name: string, lowerCase: string): boolean {
  for (let i = 0; i < lowerCase.length; i++) {
    const char = name.charCodeAt(i);
    const wanted = lowerCase.charCodeAt(i);
    if (char !== wanted && !(char >= 65 && char <= 90 && char + 32 === wanted)) return false;
  }
  return true;
}
