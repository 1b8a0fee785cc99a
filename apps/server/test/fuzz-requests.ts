import fc from 'fast-check';
import type { FuzzRoute } from './fuzz-target.js';
import { HOSTILE_PARAMS, hostileBodies, hostileQueries, ODD_METHODS } from './hostile-inputs.js';
import { fuzzOf, wrongType } from './zod-arbitrary.js';

/**
 * The fuzz tier's requests for one route: generated from its zod schemas (fast-check), and
 * the hostile classics (bodies, queries, params, methods, long URLs and headers).
 */

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const APP_HOST = 'app.kurz.test';
const HOSTS = [
  'kurz.link',
  'go.kurz.link',
  'KURZ.LINK.',
  'kurz.link:99999',
  '[::1]',
  'evil.example',
  'a'.repeat(300),
];

export interface Shot {
  method: string;
  url: string;
  host?: string;
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** A status this request must get (the body limit's 413). */
  expect?: number;
}

/** The url with `:name` and `*` filled from `params` (already encoded). */
function fill(url: string, params: Record<string, string>, rest: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x').replace('*', rest);
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate, which encodeURIComponent throws on, too). */
const encode = (value: unknown): string =>
  [...Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

function queryOf(value: unknown): string {
  if (value === null || typeof value !== 'object')
    return value === undefined ? '' : `q=${encode(value)}`;
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encode(k)}=${encode(one)}`))
    .join('&');
}

function paramsOf(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v ?? '')]));
}

/** Generated requests for one route, from its schemas (anything at all where it has none). */
export function generatedShots(route: FuzzRoute, sampling: { seed: number; runs: number }): Shot[] {
  const request = fc.record({
    params: route.params ? fuzzOf(route.params) : fc.constant({}),
    rawParam: fc.oneof(
      fc.string({ maxLength: 30 }).map(encode),
      fc.constantFrom(...HOSTILE_PARAMS),
    ),
    query: route.querystring ? fuzzOf(route.querystring) : fc.option(wrongType, { freq: 4 }),
    body: route.body ? fuzzOf(route.body) : wrongType,
    host: fc.option(fc.constantFrom(...HOSTS), { freq: 6, nil: APP_HOST }),
  });
  return fc
    .sample(request, { numRuns: sampling.runs, seed: sampling.seed })
    .map(({ params, rawParam, query, body, host }) => {
      const named = { ...paramsOf(params) };
      const path = fill(
        route.url,
        new Proxy(named, { get: (o, k: string) => o[k] ?? rawParam }),
        rawParam,
      );
      const search = queryOf(query);
      return {
        method: route.method,
        url: search ? `${path}?${search}` : path,
        host,
        ...(WITH_BODY.has(route.method) && body !== undefined && { payload: JSON.stringify(body) }),
      };
    });
}

const topKeys = (schema: FuzzRoute['body']): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/** The hostile classics for one route: bodies, queries, params and methods. */
export function classicShots(route: FuzzRoute): Shot[] {
  const base = fill(route.url, {}, 'x');
  const shots: Shot[] = [];
  if (WITH_BODY.has(route.method)) {
    for (const body of hostileBodies(topKeys(route.body))) {
      shots.push({
        method: route.method,
        url: base,
        payload: body.payload,
        ...(body.contentType && { contentType: body.contentType }),
        ...(body.expect && { expect: body.expect }),
      });
    }
  }
  for (const query of hostileQueries(topKeys(route.querystring))) {
    shots.push({ method: route.method, url: `${base}?${query}` });
  }
  if (/[:*]/.test(route.url)) {
    for (const param of HOSTILE_PARAMS) {
      shots.push({
        method: route.method,
        url: fill(route.url, new Proxy({}, { get: () => param }), param),
      });
    }
  }
  for (const method of ODD_METHODS) shots.push({ method, url: base });
  shots.push({ method: route.method, url: `${base}?${'a='.repeat(40_000)}` });
  shots.push({
    method: route.method,
    url: base,
    headers: {
      'user-agent': 'u'.repeat(64 * 1024),
      'x-forwarded-for': '1.1.1.1, '.repeat(2000),
      referer: `https://${'r'.repeat(8000)}.example/`,
      'accept-language': `${'de-DE;q=0.9,'.repeat(2000)}`,
      'x-request-id': '../../etc/passwd',
    },
  });
  return shots;
}
