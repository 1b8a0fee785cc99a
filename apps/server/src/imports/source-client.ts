import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SafeFetch, SafeResponse } from '../net/create-safe-fetch.js';
import { FetchFailure } from '../net/fetch-failure.js';
import { ImportStopped, SourceFailure } from './source-failure.js';

/** Reads the source's API: JSON answers, its rate limits obeyed, its hiccups retried. */
export interface SourceClient {
  /** `headers`: a request's own, beside the source's auth (Rebrandly's `workspace`). */
  getJson(pathAndQuery: string, headers?: Record<string, string>): Promise<unknown>;
}

export interface SourceClientOptions {
  fetch: SafeFetch;
  baseUrl: string;
  /** The source's auth header(s); sent only to the base URL's host. */
  headers: Record<string, string>;
  /**
   * Auth parameters the source takes in the query string (YOURLS's `signature`): added to
   * every request, which only ever goes to the base URL's host, and never shown in an error.
   */
  query?: Record<string, string>;
  signal: AbortSignal;
  /** Called before a wait, so the job's lease outlives it. */
  onWait?: (ms: number) => Promise<void>;
}

const RETRIES = 3;
const BACKOFF_MS = 500;
/** Rate-limit waits in a row before the job gives up on the source. */
const RATE_LIMIT_WAITS = 30;
const RETRY_AFTER_DEFAULT_MS = 10_000;
const RETRY_AFTER_MAX_MS = 120_000;
const REDIRECTS_MAX = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createSourceClient(options: SourceClientOptions): SourceClient {
  // A base with a path (https://host/shlink) keeps it: pages are read relative to it.
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const wait = async (ms: number) => {
    await options.onWait?.(ms);
    try {
      await sleep(ms, undefined, { signal: options.signal });
    } catch {
      throw new ImportStopped();
    }
  };
  return {
    async getJson(pathAndQuery, headers = {}) {
      let failures = 0;
      for (let waits = 0; ; ) {
        if (options.signal.aborted) throw new ImportStopped();
        try {
          const response = await fetchSameHost(options, new URL(pathAndQuery, base), headers);
          if (response.status === 429 && waits++ < RATE_LIMIT_WAITS) {
            await wait(retryAfterMs(response.headers, Date.now()));
            continue;
          }
          return jsonOf(response);
        } catch (error) {
          if (!(error instanceof SourceFailure) || !error.isRetryable || ++failures > RETRIES)
            throw redacted(error, options.query);
          await wait(BACKOFF_MS * 2 ** (failures - 1));
        }
      }
    },
  };
}

/**
 * Follows a redirect only within the base URL's host: the key goes in a header that the
 * safe fetcher does not know to drop, so another host never gets a request at all.
 */
async function fetchSameHost(
  options: SourceClientOptions,
  first: URL,
  headers: Record<string, string>,
): Promise<SafeResponse> {
  let url = first;
  for (let hops = 0; ; hops++) {
    const response = await fetchOnce(options, url, headers);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    const next = new URL(location, url);
    if (next.hostname !== first.hostname) {
      throw new SourceFailure(
        `The source redirected to another host (${next.host}); give the API's own address as base_url`,
      );
    }
    if (hops === REDIRECTS_MAX) throw new SourceFailure('The source redirected too many times');
    url = next;
  }
}

async function fetchOnce(
  options: SourceClientOptions,
  url: URL,
  headers: Record<string, string>,
): Promise<SafeResponse> {
  // A stop does not wait for the fetch's own deadline; the listener goes with the request,
  // so a job of many requests holds none.
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ImportStopped());
    if (options.signal.aborted) onAbort();
    options.signal.addEventListener('abort', onAbort, { once: true });
  });
  stopped.catch(() => {});
  try {
    return await Promise.race([
      options.fetch({
        url: withQuery(url, options.query).href,
        headers: { accept: 'application/json', ...headers, ...options.headers },
        followRedirects: false,
      }),
      stopped,
    ]);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    const isRetryable = ['dns', 'connect', 'response', 'timeout'].includes(error.reason);
    throw new SourceFailure(`The source could not be read: ${error.message}`, isRetryable);
  } finally {
    options.signal.removeEventListener('abort', onAbort);
  }
}

function withQuery(url: URL, query: Record<string, string> | undefined): URL {
  if (!query) return url;
  const signed = new URL(url);
  for (const [name, value] of Object.entries(query)) signed.searchParams.set(name, value);
  return signed;
}

/** A failure whose words somehow hold a query secret (a URL echoed back) loses it. */
function redacted(error: unknown, query: Record<string, string> | undefined): unknown {
  if (!(error instanceof SourceFailure) || !query) return error;
  let message = error.message;
  for (const value of Object.values(query)) {
    if (value) message = message.split(value).join('…');
  }
  return message === error.message ? error : new SourceFailure(message, error.isRetryable);
}

function jsonOf(response: SafeResponse): unknown {
  const { status } = response;
  if (status === 401 || status === 403) {
    throw new SourceFailure(`The source refused the API key (${status}): check the key`);
  }
  if (status === 429) throw new SourceFailure('The source kept answering 429 (rate limited)');
  if (status >= 500) throw new SourceFailure(`The source answered ${status}`, true);
  if (status !== 200)
    throw new SourceFailure(`The source answered ${status} to ${pathOf(response)}`);
  if (response.isTruncated) throw new SourceFailure('A page of the source was too large to read');
  const type = String(response.headers['content-type'] ?? '');
  if (!/\bjson\b/i.test(type)) {
    throw new SourceFailure(
      `The source answered ${type.split(';')[0] || 'no content type'}, not JSON: is base_url its API's address?`,
    );
  }
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new SourceFailure('The source sent a truncated or invalid JSON page', true);
  }
}

function pathOf(response: SafeResponse): string {
  return new URL(response.url).pathname;
}

/** `Retry-After` in seconds or as an HTTP date, within reason; absent, a default pause. */
export function retryAfterMs(headers: IncomingHttpHeaders, now: number): number {
  const value = headers['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return RETRY_AFTER_DEFAULT_MS;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return RETRY_AFTER_DEFAULT_MS;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}
