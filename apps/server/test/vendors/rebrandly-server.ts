import type { ServerResponse } from 'node:http';
import { json } from './shlink-server.js';
import { rateLimited } from './vendor-http.js';
import {
  numberParam,
  type SeededServer,
  startSeededServer,
  type VendorOptions,
  type VendorSeed,
} from './vendor-server.js';

const DEFAULT_DOMAIN = 'rebrand.ly';
const LIMIT_MAX = 25;

/** Rebrandly's 429: its `{ code, message }` body and `Retry-After`. */
export function rebrandlyRateLimited(response: ServerResponse, retryAfterSeconds: number): void {
  rateLimited(response, String(retryAfterSeconds), {
    code: 'RateLimitExceeded',
    message: 'Too many requests',
  });
}

/** The id the server gives a link: its code in hex, so a test can name it. */
export const rebrandlyIdOf = (code: string) => Buffer.from(code).toString('hex');

/**
 * A loopback server shaped like Rebrandly's API v1: the `apikey` header, `GET /v1/links?
 * limit=&orderBy=createdAt&orderDir=desc&last=` answering a bare array (at most 25, the
 * page after the link whose id is `last`), `GET /v1/links/count` answering `{ count }`,
 * `GET /v1/links/{id}/tags`, and `{ code, message }` error bodies. With `workspace`, the
 * links are that workspace's: a request without the `workspace` header sees none.
 */
export async function startRebrandlyServer(
  options: VendorOptions & { workspace?: string },
): Promise<SeededServer> {
  return startSeededServer(
    {
      authorized: (request) => request.headers.apikey === options.key,
      refuse: (response) => json(response, 401, { code: 'Unauthorized', message: 'Unauthorized' }),
      pageOf(url, sorted) {
        if (url.pathname !== '/v1/links') return null;
        const after = positionOfLast(url, sorted);
        return (
          Math.floor((after + 1) / Math.min(numberParam(url, 'limit', LIMIT_MAX), LIMIT_MAX)) + 1
        );
      },
      answer(url, sorted, response, request) {
        const seen = request.headers.workspace === options.workspace ? sorted : [];
        if (url.pathname === '/v1/links/count') return json(response, 200, { count: seen.length });
        const tags = url.pathname.match(/^\/v1\/links\/([^/]+)\/tags$/);
        if (tags) {
          const seed = seen.find((link) => rebrandlyIdOf(link.code) === tags[1]);
          if (!seed) return notFound(response, 'id');
          return json(
            response,
            200,
            (seed.tags ?? []).map((name) => ({ id: `tag${name}`, name, color: 'FF9944' })),
          );
        }
        if (url.pathname !== '/v1/links') return notFound(response, 'path');
        const limit = numberParam(url, 'limit', LIMIT_MAX);
        if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX) {
          return json(response, 403, {
            code: 'InvalidFormat',
            message: `limit must be between 1 and ${LIMIT_MAX}`,
            property: 'limit',
          });
        }
        const after = positionOfLast(url, seen);
        if (url.searchParams.has('last') && after < 0) return notFound(response, 'last');
        json(response, 200, seen.slice(after + 1, after + 1 + limit).map(rebrandlyLinkOf));
      },
    },
    options,
  );
}

/** Where the link named by `last` is in the list; -1 without `last` or when none has its id. */
function positionOfLast(url: URL, links: VendorSeed[]): number {
  const last = url.searchParams.get('last');
  return last ? links.findIndex((seed) => rebrandlyIdOf(seed.code) === last) : -1;
}

function notFound(response: ServerResponse, property: string) {
  json(response, 404, { code: 'NotFound', message: 'Not found', source: property });
}

function rebrandlyLinkOf(seed: VendorSeed) {
  const domain = seed.domain ?? DEFAULT_DOMAIN;
  const domainId = Buffer.from(domain).toString('hex');
  return {
    id: rebrandlyIdOf(seed.code),
    title: seed.title ?? null,
    slashtag: seed.code,
    destination: seed.url,
    createdAt: seed.createdAt,
    updatedAt: seed.createdAt,
    status: 'active',
    clicks: seed.clicks ?? 0,
    lastClickAt: null,
    favourite: false,
    forwardParameters: true,
    shortUrl: `${domain}/${seed.code}`,
    domainId,
    domainName: domain,
    domain: { id: domainId, ref: `/domains/${domainId}`, fullName: domain, active: true },
    https: true,
  };
}
