import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AddressPolicy, publicAddressesOnly } from '../src/net/address-policy.js';
import type { Resolver } from '../src/net/resolver.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoopbackServer {
  host: string;
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  accepted: number;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a loopback address and a free port. Without a handler it accepts
 * connections and never answers: the trap that SSRF tests expect no connection to reach.
 */
export async function startLoopbackServer(
  handler?: (request: SeenRequest, response: http.ServerResponse) => void,
  host = '127.0.0.1',
): Promise<LoopbackServer> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      requests.push(seen);
      handler?.(seen, response);
    });
  });
  const state = { accepted: 0 };
  server.on('connection', () => {
    state.accepted++;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host,
    port,
    get accepted() {
      return state.accepted;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The production policy, except that these exact address:port pairs are allowed. */
export function allowOnly(...servers: Array<{ host: string; port: number }>): AddressPolicy {
  return (destination) =>
    servers.some((s) => s.host === destination.address && s.port === destination.port)
      ? null
      : publicAddressesOnly(destination);
}

/** A resolver answering from a fixed table; other names fail like NXDOMAIN. */
export function resolverOf(table: Record<string, string | string[]>): Resolver & {
  calls: string[];
} {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const answer = table[hostname];
    if (answer === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return [answer].flat().map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}
