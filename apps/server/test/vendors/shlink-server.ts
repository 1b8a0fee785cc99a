import type { ServerResponse } from 'node:http';
import { type LoopbackServer, startLoopbackServer } from '../loopback-http.js';

/** A short URL as the test seeds it; the server answers it in Shlink's shape. */
export interface ShlinkSeed {
  shortCode: string;
  longUrl: string;
  title?: string | null;
  tags?: string[];
  dateCreated?: string;
  visits?: number;
  /** Null: Shlink's default domain (`s.test` here). */
  domain?: string | null;
}

export interface ShlinkServer extends LoopbackServer {
  baseUrl: string;
  /** The `page` of every list request, in order. */
  pages: number[];
}

/** Answers a list request itself when it returns true (faults: 429, 5xx, HTML…). */
export type ShlinkFault = (page: number, response: ServerResponse, call: number) => boolean;

const DEFAULT_DOMAIN = 's.test';

/**
 * A loopback server shaped like Shlink's REST API v3 `GET /rest/v3/short-urls`: the
 * `X-Api-Key` header, `page`/`itemsPerPage` pagination with its `pagination` block,
 * `visitsSummary`, and problem+json error bodies (RFC 7807) as Shlink sends them.
 */
export async function startShlinkServer(options: {
  apiKey: string;
  links: ShlinkSeed[];
  fault?: ShlinkFault;
  /** Holds a page's answer until the promise it returns settles (a source mid-import). */
  hold?: (page: number) => Promise<void> | undefined;
  host?: string;
}): Promise<ShlinkServer> {
  const pages: number[] = [];
  let calls = 0;
  const sorted = [...options.links].sort((a, b) =>
    String(a.dateCreated).localeCompare(String(b.dateCreated)),
  );
  const server = await startLoopbackServer((request, response) => {
    const url = new URL(request.url, 'http://shlink');
    if (url.pathname !== '/rest/v3/short-urls')
      return problem(response, 404, 'Not found', 'not-found');
    if (request.headers['x-api-key'] !== options.apiKey) {
      return problem(
        response,
        401,
        'Invalid API key',
        'https://shlink.io/api/error/invalid-api-key',
      );
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    pages.push(page);
    if (options.fault?.(page, response, calls++)) return;
    const perPage = Number(url.searchParams.get('itemsPerPage') ?? '10');
    const answer = () => {
      const data = sorted.slice((page - 1) * perPage, page * perPage).map(shortUrlOf);
      json(response, 200, {
        shortUrls: {
          data,
          pagination: {
            currentPage: page,
            pagesCount: Math.ceil(options.links.length / perPage),
            itemsPerPage: perPage,
            itemsInCurrentPage: data.length,
            totalItems: options.links.length,
          },
        },
      });
    };
    const held = options.hold?.(page);
    if (held) void held.then(answer);
    else answer();
  }, options.host);
  return Object.assign(server, { baseUrl: `http://${server.host}:${server.port}`, pages });
}

function shortUrlOf(seed: ShlinkSeed) {
  const domain = seed.domain ?? null;
  const visits = seed.visits ?? 0;
  return {
    shortCode: seed.shortCode,
    shortUrl: `https://${domain ?? DEFAULT_DOMAIN}/${seed.shortCode}`,
    longUrl: seed.longUrl,
    deviceLongUrls: { android: null, ios: null, desktop: null },
    dateCreated: seed.dateCreated ?? '2024-01-01T00:00:00+00:00',
    tags: seed.tags ?? [],
    meta: { validSince: null, validUntil: null, maxVisits: null },
    domain,
    title: seed.title ?? null,
    crawlable: false,
    forwardQuery: true,
    visitsSummary: { total: visits, nonBots: visits, bots: 0 },
  };
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function problem(
  response: ServerResponse,
  status: number,
  title: string,
  type: string,
): void {
  response.writeHead(status, { 'content-type': 'application/problem+json' });
  response.end(JSON.stringify({ type, title, detail: title, status }));
}

/** Shlink's 429: problem+json, with `Retry-After` in seconds. */
export function shlinkRateLimited(response: ServerResponse, retryAfterSeconds: number): true {
  response.writeHead(429, {
    'content-type': 'application/problem+json',
    'retry-after': String(retryAfterSeconds),
  });
  response.end(JSON.stringify({ type: 'rate-limit', title: 'Too many requests', status: 429 }));
  return true;
}
