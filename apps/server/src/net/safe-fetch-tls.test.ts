import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { allowOnly, resolverOf } from '../../test/loopback-http.js';
import { createSafeFetch } from './create-safe-fetch.js';
import { FetchFailure } from './fetch-failure.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

let server: https.Server;
let port: number;
let serverNames: string[];
let requests: number;

beforeEach(async () => {
  serverNames = [];
  requests = 0;
  server = https.createServer(
    {
      cert: fixture('secure-invalid.cert.pem'),
      key: fixture('secure-invalid.key.pem'),
      SNICallback: (name, callback) => {
        serverNames.push(name);
        callback(null);
      },
    },
    (_request, response) => {
      requests++;
      response.end('secret');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

it('sends the name, not the pinned address, as TLS SNI and verifies the certificate', async () => {
  const resolve = resolverOf({ 'secure.invalid': '127.0.0.1' });
  const fetch = createSafeFetch({ resolve, policy: allowOnly({ host: '127.0.0.1', port }) });
  const error = await fetch({ url: `https://secure.invalid:${port}/` }).catch((e: unknown) => e);
  // The handshake reached our server under the name, and the untrusted certificate was refused.
  expect(serverNames).toEqual(['secure.invalid']);
  expect(error).toBeInstanceOf(FetchFailure);
  expect((error as FetchFailure).reason).toBe('connect');
  expect(String((error as FetchFailure).cause)).toMatch(/self[- ]signed/i);
  expect(requests).toBe(0);
});
