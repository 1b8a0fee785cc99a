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

const DEFAULT_DOMAIN = 'kutt.it';
const LIMIT_DEFAULT = 10;
const LIMIT_MAX = 50;

/** Kutt's 429: its `{ error }` body and `Retry-After`. */
export function kuttRateLimited(response: ServerResponse, retryAfterSeconds: number): void {
  rateLimited(response, String(retryAfterSeconds), {
    error: 'Too many requests, please try again later.',
  });
}

/**
 * A loopback server shaped like Kutt's API v2: `X-API-KEY`, `GET /api/v2/links?skip=&
 * limit=` answering `{ limit, skip, total, data }` newest first (limit 10 by default, at
 * most 50), and Kutt's `{ error: "message" }` bodies.
 */
export async function startKuttServer(options: VendorOptions): Promise<SeededServer> {
  const limitOf = (url: URL) => Math.min(numberParam(url, 'limit', LIMIT_DEFAULT), LIMIT_MAX);
  return startSeededServer(
    {
      authorized: (request) => request.headers['x-api-key'] === options.key,
      refuse: (response) => json(response, 401, { error: 'API key is not correct.' }),
      pageOf: (url) =>
        url.pathname === '/api/v2/links'
          ? Math.floor(numberParam(url, 'skip', 0) / limitOf(url)) + 1
          : null,
      answer(url, sorted, response) {
        if (url.pathname !== '/api/v2/links') return json(response, 404, { error: 'Not found.' });
        const skip = numberParam(url, 'skip', 0);
        const limit = limitOf(url);
        if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(limit) || limit < 1) {
          return json(response, 400, { error: 'Skip and limit must be positive numbers.' });
        }
        json(response, 200, {
          limit,
          skip,
          total: sorted.length,
          data: sorted.slice(skip, skip + limit).map(kuttLinkOf),
        });
      },
    },
    options,
  );
}

function kuttLinkOf(seed: VendorSeed) {
  const domain = seed.domain ?? DEFAULT_DOMAIN;
  return {
    id: `0b7e${Buffer.from(seed.code).toString('hex').padEnd(28, '0').slice(0, 28)}`,
    address: seed.code,
    banned: false,
    created_at: seed.createdAt,
    updated_at: seed.createdAt,
    description: seed.title ?? null,
    expire_in: null,
    target: seed.url,
    password: false,
    visit_count: seed.clicks ?? 0,
    link: `https://${domain}/${seed.code}`,
  };
}
