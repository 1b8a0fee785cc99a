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

const DEFAULT_DOMAIN = 'dub.sh';
const PAGE_SIZE_MAX = 100;
/** Sent on every answer, as Dub does: the key's hourly allowance and what is left. */
const RATE_HEADERS = {
  'x-ratelimit-limit': '600',
  'x-ratelimit-remaining': '599',
  'x-ratelimit-reset': String(Math.ceil(Date.UTC(2030, 0, 1) / 1000)),
};

/** Dub's error body: a machine code, a message and the docs page about it. */
function dubError(response: ServerResponse, status: number, code: string, message: string) {
  json(
    response,
    status,
    { error: { code, message, doc_url: `https://dub.co/docs/api-reference/errors#${code}` } },
    RATE_HEADERS,
  );
}

/** Dub's 429, with `Retry-After` and the rate-limit headers at zero. */
export function dubRateLimited(response: ServerResponse, retryAfterSeconds: number): void {
  rateLimited(
    response,
    String(retryAfterSeconds),
    {
      error: {
        code: 'rate_limit_exceeded',
        message: 'Too many requests.',
        doc_url: 'https://dub.co/docs/api-reference/errors#rate-limit_exceeded',
      },
    },
    { ...RATE_HEADERS, 'x-ratelimit-remaining': '0' },
  );
}

/**
 * A loopback server shaped like Dub's API: a Bearer key, `GET /links?page=&pageSize=`
 * answering a bare array of links newest first (pages from 1, `pageSize` up to 100),
 * `GET /links/count` answering a bare number, rate-limit headers on every answer and
 * Dub's `{ error: { code, message, doc_url } }` bodies.
 */
export async function startDubServer(options: VendorOptions): Promise<SeededServer> {
  return startSeededServer(
    {
      authorized: (request) => request.headers.authorization === `Bearer ${options.key}`,
      refuse: (response) =>
        dubError(response, 401, 'unauthorized', 'Unauthorized: Invalid API key.'),
      pageOf: (url) => (url.pathname === '/links' ? numberParam(url, 'page', 1) : null),
      answer(url, sorted, response) {
        if (url.pathname === '/links/count')
          return json(response, 200, sorted.length, RATE_HEADERS);
        if (url.pathname !== '/links') {
          return dubError(response, 404, 'not_found', 'The requested resource was not found.');
        }
        const page = numberParam(url, 'page', 1);
        const size = numberParam(url, 'pageSize', PAGE_SIZE_MAX);
        if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1) {
          return dubError(response, 400, 'bad_request', 'page and pageSize must be positive');
        }
        if (size > PAGE_SIZE_MAX) {
          return dubError(
            response,
            422,
            'unprocessable_entity',
            `pageSize: Number must be less than or equal to ${PAGE_SIZE_MAX}`,
          );
        }
        const from = (page - 1) * size;
        json(response, 200, sorted.slice(from, from + size).map(dubLinkOf), RATE_HEADERS);
      },
    },
    options,
  );
}

function dubLinkOf(seed: VendorSeed) {
  const domain = seed.domain ?? DEFAULT_DOMAIN;
  return {
    id: `link_${Buffer.from(seed.code).toString('hex')}`,
    domain,
    key: seed.code,
    externalId: null,
    url: seed.url,
    archived: false,
    expiresAt: null,
    password: null,
    proxy: false,
    title: seed.title ?? null,
    description: null,
    tags: (seed.tags ?? []).map((name, i) => ({
      id: `tag_${name}`,
      name,
      color: ['red', 'blue'][i % 2],
    })),
    shortLink: `https://${domain}/${seed.code}`,
    qrCode: `https://api.dub.co/qr?url=https://${domain}/${seed.code}`,
    workspaceId: 'ws_kurztest',
    clicks: seed.clicks ?? 0,
    lastClicked: null,
    createdAt: seed.createdAt,
    updatedAt: seed.createdAt,
  };
}
