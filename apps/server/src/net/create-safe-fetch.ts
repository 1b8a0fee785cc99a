import type { IncomingHttpHeaders } from 'node:http';
import { type AddressPolicy, publicAddressesOnly } from './address-policy.js';
import { FetchFailure } from './fetch-failure.js';
import { requestPinned } from './request-pinned.js';
import { resolveCheckedAddresses } from './resolve-checked-addresses.js';
import { type Resolver, systemResolver } from './resolver.js';

export interface SafeRequest {
  url: string;
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Read less than the fetcher's cap (0: status and headers only). */
  maxBodyBytes?: number;
  /** False: a redirect is the answer (webhooks), not followed. */
  followRedirects?: boolean;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  isTruncated: boolean;
  redirects: number;
}

/** Fetches a URL a user gave us without letting it reach inside our network. */
export type SafeFetch = ((request: SafeRequest) => Promise<SafeResponse>) & {
  /**
   * Parses, resolves and judges `url` as a fetch would, without connecting (a webhook URL
   * when it is saved); throws the FetchFailure a fetch would.
   */
  checkUrl(url: string): Promise<void>;
};

export interface SafeFetchOptions {
  resolve?: Resolver;
  policy?: AddressPolicy;
  /** For everything: every lookup, connection, redirect and the body. */
  timeoutMs?: number;
  maxBodyBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding'];
const wantsBody = (status: number, headers: IncomingHttpHeaders) =>
  !(REDIRECTS.has(status) && headers.location);

/**
 * The SSRF-safe fetcher: http(s) only, no credentials in URLs, our own DNS resolution,
 * every address judged by `policy` (public only in production) and connected to exactly,
 * every redirect hop checked the same way (at most 5), 5 s and 64 KiB caps.
 */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const resolve = options.resolve ?? systemResolver;
  const policy = options.policy ?? publicAddressesOnly;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const userAgent = options.userAgent ?? 'Mozilla/5.0 (compatible; Kurz link checker)';

  const checkUrl = async (text: string) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      await resolveCheckedAddresses({ url: parseTarget(text), resolve, policy, signal });
    } catch (error) {
      if (signal.aborted) throw new FetchFailure('timeout', `no DNS answer within ${timeoutMs} ms`);
      throw error;
    }
  };
  const fetch = async (request: SafeRequest): Promise<SafeResponse> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = parseTarget(request.url);
    let method: string = request.method ?? 'GET';
    let body = request.body;
    let headers: Record<string, string> = { 'user-agent': userAgent, ...request.headers };
    const bodyCap = Math.min(request.maxBodyBytes ?? maxBodyBytes, maxBodyBytes);
    try {
      for (let redirects = 0; ; redirects++) {
        const targets = await resolveCheckedAddresses({ url, resolve, policy, signal });
        const hop = { url, method, headers, body, maxBodyBytes: bodyCap, wantsBody, signal };
        const response = await firstAnswer(
          targets.map((target) => () => requestPinned({ ...hop, target })),
        );
        const location = response.headers.location;
        if (!REDIRECTS.has(response.status) || !location || request.followRedirects === false) {
          return { ...response, url: url.href, redirects };
        }
        if (redirects === maxRedirects) {
          throw new FetchFailure('too-many-redirects', `more than ${maxRedirects} redirects`);
        }
        const next = parseTarget(location, url);
        if (response.status === 303 || (response.status < 303 && method === 'POST')) {
          method = 'GET';
          body = undefined;
          headers = without(headers, BODY_HEADERS);
        }
        if (next.origin !== url.origin) headers = without(headers, CREDENTIAL_HEADERS);
        url = next;
      }
    } catch (error) {
      if (signal.aborted) {
        throw new FetchFailure('timeout', `no complete answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      throw error;
    }
  };
  return Object.assign(fetch, { checkUrl });
}

function parseTarget(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch (error) {
    throw new FetchFailure('bad-url', `not a URL: ${text.slice(0, 200)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchFailure('bad-url', `only http and https, not ${url.protocol}`);
  if (url.username || url.password)
    throw new FetchFailure('bad-url', 'URLs with a user name or password are not fetched');
  return url;
}

/** Tries each address in turn (an IPv6 answer may be unreachable from here). */
async function firstAnswer<T>(attempts: Array<() => Promise<T>>): Promise<T> {
  let failure: unknown;
  for (const attempt of attempts) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof FetchFailure) || error.reason !== 'connect') throw error;
      failure = error;
    }
  }
  throw failure;
}

function without(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())),
  );
}
