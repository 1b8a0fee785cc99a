import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { FetchFailure } from './fetch-failure.js';
import type { ResolvedAddress } from './resolver.js';

export interface PinnedRequest {
  url: URL;
  /** The checked address to connect to; `url`'s host still goes out as Host and SNI. */
  target: ResolvedAddress;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  maxBodyBytes: number;
  /** False for answers whose body is of no use (a redirect): they return at the headers. */
  wantsBody: (status: number, headers: IncomingHttpHeaders) => boolean;
  signal: AbortSignal;
}

export interface PinnedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body was not read to its end (past the cap, or not wanted); the connection was cut. */
  isTruncated: boolean;
}

/**
 * One HTTP exchange with exactly `target`: Node's own lookup is replaced, so nothing can
 * resolve the name again between our check and the connection (DNS rebinding). A fresh
 * connection each time (`agent: false`): a pooled socket could lead somewhere unchecked.
 * Fails with `connect` when no response arrived (the caller may try another address).
 */
export function requestPinned(request: PinnedRequest): Promise<PinnedResponse> {
  const { url, target, maxBodyBytes } = request;
  const client = url.protocol === 'https:' ? https : http;
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  return new Promise((resolve, reject) => {
    let hasResponse = false;
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        agent: false,
        lookup,
        signal: request.signal,
      },
      (incoming) => {
        hasResponse = true;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = (isTruncated: boolean) =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
            isTruncated,
          });
        if (maxBodyBytes === 0 || !request.wantsBody(incoming.statusCode ?? 0, incoming.headers)) {
          // Waiting for a body we will not read would let a slow server hold us.
          finish(true);
          outgoing.destroy();
          return;
        }
        incoming.on('data', (chunk: Buffer) => {
          const room = maxBodyBytes - size;
          chunks.push(chunk.subarray(0, room));
          size += Math.min(chunk.length, room);
          if (chunk.length > room) {
            finish(true);
            outgoing.destroy();
          }
        });
        incoming.on('end', () => finish(false));
        incoming.on('error', (error) =>
          reject(
            new FetchFailure('response', `${url.host} broke off its answer`, { cause: error }),
          ),
        );
      },
    );
    outgoing.on('error', (error) => {
      if (hasResponse) return;
      reject(
        new FetchFailure('connect', `${url.host} (${target.address}) did not answer`, {
          cause: error,
        }),
      );
    });
    outgoing.end(request.body);
  });
}
