import type { ServerResponse } from 'node:http';
import type { SeenRequest } from '../loopback-http.js';
import { startVendorServer, type VendorServer } from './vendor-http.js';

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
export interface SeededRequest {
  path: string;
  page: number | null;
}

/** Answers a request itself when it returns true (faults: 429, 5xx, HTML…). */
export type SeededFault = (
  request: SeededRequest,
  response: ServerResponse,
  call: number,
) => boolean;

export interface SeededServer extends VendorServer {
  /** The list page of every list request, in order. */
  pages: number[];
}

/** What a test starts a vendor's server with: the key it accepts, its links, a fault. */
export interface VendorOptions {
  key: string;
  links: VendorSeed[];
  fault?: SeededFault;
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
 * A vendor's server on the shared skeleton (vendor-http.ts), over seeds in Kurz's terms:
 * the seeds newest first, as these vendors list, and the list page of every list request
 * recorded and shown to the test's fault.
 */
export async function startSeededServer(
  shape: VendorShape,
  options: VendorOptions,
): Promise<SeededServer> {
  const pages: number[] = [];
  const sorted = [...options.links].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const server = await startVendorServer({
    isAuthorized: shape.authorized,
    refuse: shape.refuse,
    fault(path, response, call) {
      const page = shape.pageOf(new URL(path, 'http://vendor'), sorted);
      if (page !== null) pages.push(page);
      return options.fault?.({ path, page }, response, call) ?? false;
    },
    route: (url, response, request) => shape.answer(url, sorted, response, request),
  });
  return Object.assign(server, { pages });
}

/** A whole-number query parameter, or the vendor's default when absent. */
export function numberParam(url: URL, name: string, fallback: number): number {
  const value = url.searchParams.get(name);
  return value === null ? fallback : Number(value);
}
