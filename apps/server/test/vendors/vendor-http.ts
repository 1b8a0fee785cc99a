import type { ServerResponse } from 'node:http';
import { type LoopbackServer, type SeenRequest, startLoopbackServer } from '../loopback-http.js';

/** Answers a request itself when it returns true (faults: 429, 5xx, HTML…); `call` counts from 0. */
export type VendorFault = (path: string, response: ServerResponse, call: number) => boolean;

export interface VendorServer extends LoopbackServer {
  baseUrl: string;
  /** Every request's path and query, in order. */
  paths: string[];
}

/**
 * The skeleton of a vendor-shaped loopback server: every request recorded, the vendor's
 * own refusal of a wrong key, then the test's fault, then the vendor's route.
 */
export async function startVendorServer(options: {
  isAuthorized: (request: SeenRequest, url: URL) => boolean;
  refuse: (response: ServerResponse) => void;
  fault?: VendorFault | undefined;
  /** Holds a request's answer until the promise it returns settles (a source mid-import). */
  hold?: ((path: string) => Promise<void> | undefined) | undefined;
  route: (url: URL, response: ServerResponse, request: SeenRequest) => void;
}): Promise<VendorServer> {
  const paths: string[] = [];
  let calls = 0;
  const server = await startLoopbackServer((request, response) => {
    paths.push(request.url);
    const url = new URL(request.url, 'http://vendor');
    if (!options.isAuthorized(request, url)) return options.refuse(response);
    if (options.fault?.(request.url, response, calls++)) return;
    const held = options.hold?.(request.url);
    if (held) void held.then(() => options.route(url, response, request));
    else options.route(url, response, request);
  });
  return Object.assign(server, { baseUrl: `http://${server.host}:${server.port}`, paths });
}

/** A 429 with `Retry-After` in seconds, the vendor's body and any rate headers it sends. */
export function rateLimited(
  response: ServerResponse,
  retryAfter: string,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(429, {
    ...headers,
    'content-type': 'application/json',
    'retry-after': retryAfter,
  });
  response.end(JSON.stringify(body));
}

export function html(response: ServerResponse, status: number, page: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page);
}

/** An opaque page token as vendors hand them out: here the index the next page starts at. */
export const pageToken = {
  of: (index: number) => Buffer.from(`p:${index}`).toString('base64url'),
  read: (token: string | null) =>
    token ? Number(Buffer.from(token, 'base64url').toString().slice(2)) || 0 : 0,
};
