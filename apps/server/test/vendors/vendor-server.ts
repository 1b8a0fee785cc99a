import type { ServerResponse } from 'node:http';
import { type LoopbackServer, type SeenRequest, startLoopbackServer } from '../loopback-http.js';
import { json } from './shlink-server.js';

/** A link as a test seeds it, in Kurz's terms; each vendor's server answers it in its shape. */
export interface VendorSeed {
  code: string;
  /** Null: the vendor lists the entry without a destination (an unreadable link). */
  url: string | null;
  /** The short domain; absent, the vendor's default one. */
  domain?: string;
  title?: string | null;
  tags?: string[];
  /** ISO time; the vendors list newest first. */
  createdAt: string;
  clicks?: number;
}

/** A request as a fault sees it: `page` is the list page it asks for (1 first), or null. */
export interface VendorRequest {
  path: string;
  page: number | null;
  headers: SeenRequest['headers'];
}

/** Answers a request itself when it returns true (faults: 429, 5xx, HTML…). */
export type VendorFault = (
  request: VendorRequest,
  response: ServerResponse,
  call: number,
) => boolean;

export interface VendorServer extends LoopbackServer {
  baseUrl: string;
  /** Every request's path and query, in order. */
  paths: string[];
  /** The list page of every list request, in order. */
  pages: number[];
}

/** What a test starts a vendor's server with: the key it accepts, its links, a fault. */
export interface VendorOptions {
  key: string;
  links: VendorSeed[];
  fault?: VendorFault;
}

export interface VendorShape {
  /** Whether the request carries the key the server was started with. */
  authorized(request: SeenRequest): boolean;
  /** The vendor's answer to a missing or wrong key. */
  refuse(response: ServerResponse): void;
  /** The list page a request asks for (1 first), or null when it is not a list request. */
  pageOf(url: URL, sorted: VendorSeed[]): number | null;
  /** Answers an authorized request the fault left alone. */
  answer(url: URL, sorted: VendorSeed[], response: ServerResponse, request: SeenRequest): void;
}

/**
 * The part every vendor-shaped loopback server shares: the seeds newest first, the key
 * checked before anything else, every path and list page recorded, then the test's
 * fault, then the vendor's own answer.
 */
export async function startVendorServer(
  shape: VendorShape,
  options: VendorOptions,
): Promise<VendorServer> {
  const paths: string[] = [];
  const pages: number[] = [];
  let calls = 0;
  const sorted = [...options.links].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const server = await startLoopbackServer((request, response) => {
    paths.push(request.url);
    if (!shape.authorized(request)) return shape.refuse(response);
    const url = new URL(request.url, 'http://vendor');
    const page = shape.pageOf(url, sorted);
    if (page !== null) pages.push(page);
    const seen = { path: request.url, page, headers: request.headers };
    if (options.fault?.(seen, response, calls++)) return;
    shape.answer(url, sorted, response, request);
  });
  return Object.assign(server, {
    baseUrl: `http://${server.host}:${server.port}`,
    paths,
    pages,
  });
}

/** An HTML page where JSON was expected, as a login wall or a web UI answers. */
export function htmlPage(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>Sign in</title>');
}

/** A whole-number query parameter, or the vendor's default when absent. */
export function numberParam(url: URL, name: string, fallback: number): number {
  const value = url.searchParams.get(name);
  return value === null ? fallback : Number(value);
}

/** A vendor's 429: its own body, `Retry-After`, and whatever rate headers it sends. */
export function rateLimited(
  response: ServerResponse,
  retryAfterSeconds: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  json(response, 429, body, { ...headers, 'retry-after': String(retryAfterSeconds) });
}
