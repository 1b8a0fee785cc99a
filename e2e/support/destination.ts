import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A destination page to shorten, on loopback for the file's tests. Its `url` is on
 * localhost, not 127.0.0.1: the server itself is 127.0.0.1, and its own host is refused.
 */
export function useDestination(path: string): { readonly url: string } {
  let destination: http.Server | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    destination = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Destination</title><h1>You arrived</h1>');
    });
    await new Promise<void>((resolve) => destination?.listen(0, '127.0.0.1', resolve));
    url = `http://localhost:${(destination.address() as AddressInfo).port}${path}`;
  });
  afterAll(() => {
    destination?.close();
  });
  return {
    get url() {
      if (!url) throw new Error('The destination starts in beforeAll: use it inside a test');
      return url;
    },
  };
}
