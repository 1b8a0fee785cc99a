import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf } from '../../test/failure-of.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { createSafeFetch } from './create-safe-fetch.js';

/** Whatever the fetcher is tricked into, no connection may reach this listener. */
let trap: LoopbackServer;
beforeEach(async () => {
  trap = await startLoopbackServer();
});
afterEach(() => trap.close());

it('counts connections on the trap (a permissive policy does reach it)', async () => {
  const fetch = createSafeFetch({ policy: () => null, timeoutMs: 200 });
  await fetch({ url: `http://[::ffff:127.0.0.1]:${trap.port}/` }).catch(() => {});
  expect(trap.accepted).toBe(1);
});

describe('the SSRF-safe fetcher refuses, without connecting,', () => {
  it.each([
    ['a loopback literal', (port: number) => `http://127.0.0.1:${port}/`],
    ['a loopback literal over https', (port: number) => `https://127.0.0.1:${port}/`],
    ['another address of 127/8', (port: number) => `http://127.1.2.3:${port}/`],
    ['loopback written as one decimal number', (port: number) => `http://2130706433:${port}/`],
    ['loopback written in hex', (port: number) => `http://0x7f.1:${port}/`],
    ['an IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['an IPv4-compatible IPv6 loopback', (port: number) => `http://[::127.0.0.1]:${port}/`],
    ['a NAT64 loopback', (port: number) => `http://[64:ff9b::7f00:1]:${port}/`],
    ['the IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/`],
    ['a private-range literal', (port: number) => `http://10.0.0.1:${port}/`],
    ['a 192.168 literal', (port: number) => `http://192.168.0.10:${port}/`],
    ['the cloud metadata address', (port: number) => `http://169.254.169.254:${port}/latest`],
    ['a CGNAT literal', (port: number) => `http://100.64.0.1:${port}/`],
  ])('%s', async (_label, urlFor) => {
    const fetch = createSafeFetch({ resolve: resolverOf({}) });
    const failure = await failureOf(fetch({ url: urlFor(trap.port) }));
    expect(failure.reason).toBe('refused-address');
    expect(trap.accepted).toBe(0);
  });

  it('a name that resolves to 127.0.0.1', async () => {
    const resolve = resolverOf({ 'innocent.invalid': '127.0.0.1' });
    const fetch = createSafeFetch({ resolve });
    const failure = await failureOf(fetch({ url: `http://innocent.invalid:${trap.port}/` }));
    expect(failure.reason).toBe('refused-address');
    expect(failure.message).toContain('loopback');
    expect(resolve.calls).toEqual(['innocent.invalid']);
    expect(trap.accepted).toBe(0);
  });

  it('a name that resolves to a public and a loopback address', async () => {
    const resolve = resolverOf({ 'mixed.invalid': ['93.184.216.34', '127.0.0.1'] });
    const failure = await failureOf(
      createSafeFetch({ resolve })({ url: `http://mixed.invalid:${trap.port}/` }),
    );
    expect(failure.reason).toBe('refused-address');
    expect(trap.accepted).toBe(0);
  });

  it('localhost through the system resolver', async () => {
    const failure = await failureOf(createSafeFetch()({ url: `http://localhost:${trap.port}/` }));
    expect(failure.reason).toBe('refused-address');
    expect(trap.accepted).toBe(0);
  });

  it.each([
    ['a file: URL', 'file:///etc/passwd'],
    ['a gopher: URL', 'gopher://127.0.0.1:70/'],
    ['credentials in the URL', 'http://user:secret@public.invalid/'],
    ['text that is not a URL', 'not a url'],
  ])('%s', async (_label, url) => {
    const resolve = resolverOf({ 'public.invalid': '127.0.0.1' });
    const failure = await failureOf(createSafeFetch({ resolve })({ url }));
    expect(failure.reason).toBe('bad-url');
    expect(resolve.calls).toEqual([]);
  });
});

describe('the SSRF-safe fetcher re-checks every redirect hop', () => {
  let firstHop: LoopbackServer;
  let location: string;
  beforeEach(async () => {
    firstHop = await startLoopbackServer((_request, response) => {
      response.writeHead(302, { location }).end();
    });
  });
  afterEach(() => firstHop.close());

  it.each([
    ['a loopback literal', () => `http://127.0.0.1:${trap.port}/admin`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:7f00:1]:${trap.port}/admin`],
    ['a name that resolves to loopback', () => `http://internal.invalid:${trap.port}/admin`],
    ['a private address', () => `http://192.168.1.1:${trap.port}/admin`],
    ['a file: URL', () => 'file:///etc/passwd'],
  ])('and refuses a redirect to %s', async (_label, target) => {
    location = target();
    const resolve = resolverOf({ 'public.invalid': '127.0.0.1', 'internal.invalid': '127.0.0.1' });
    // The first hop stands in for a public server: only its exact address and port are allowed.
    const fetch = createSafeFetch({ resolve, policy: allowOnly(firstHop) });
    const failure = await failureOf(fetch({ url: `http://public.invalid:${firstHop.port}/go` }));
    expect(['refused-address', 'bad-url']).toContain(failure.reason);
    expect(firstHop.requests.map((r) => r.url)).toEqual(['/go']);
    expect(trap.accepted).toBe(0);
  });
});
