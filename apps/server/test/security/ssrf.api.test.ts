import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../src/net/create-safe-fetch.js';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { type AuthClient, signedInClient } from '../auth-client.js';
import { allowOnly, type LoopbackServer, startLoopbackServer } from '../loopback-http.js';
import { startZoneDns, type ZoneDns } from '../zone-dns.js';

/**
 * SSRF through every server-side fetch of a user's URL. Today that is the destination
 * probe (POST /api/shorten with DESTINATION_PROBE=on; net/README.md says every later one
 * goes through the same ctx.safeFetch). Names are resolved by a real DNS server on
 * loopback, so DNS rebinding (public at the check, loopback at the connect) is tried
 * as an attacker would. Each case: 400, and no connection ever reaches the trap.
 */

const PUBLIC_ADDRESS = '93.184.216.34';
let t: TestApp;
let ada: AuthClient;
let trap: LoopbackServer;
/** The one destination the policy allows, standing in for a public site; it redirects. */
let site: LoopbackServer;
let redirectTo = '';
let dns: ZoneDns;
const tally = new AttackTally();

beforeAll(async () => {
  trap = await startLoopbackServer();
  site = await startLoopbackServer((_request, response) => {
    response.writeHead(302, { location: redirectTo }).end();
  });
  dns = await startZoneDns({
    'site.test': { A: [site.host] },
    'loop.test': { A: ['127.0.0.1'] },
    'internal.test': { A: ['10.0.0.1'] },
    'metadata.google.internal': { A: ['169.254.169.254'] },
    localhost: { A: ['127.0.0.1'] },
    '127.0.0.1.nip.io': { A: ['127.0.0.1'] },
    // Public at the first lookup, loopback at every later one.
    'rebind.test': { turns: [{ A: [PUBLIC_ADDRESS] }, { A: ['127.0.0.1'] }] },
    'rebind-again.test': { turns: [{ A: [PUBLIC_ADDRESS] }, { A: ['127.0.0.1'] }] },
  });
  const safeFetch = createSafeFetch({
    resolve: dns.resolver,
    policy: allowOnly(site),
    timeoutMs: 1_000,
  });
  t = await createTestApp({ DESTINATION_PROBE: 'on' }, { safeFetch });
  ada = await signedInClient(t.app, 'ada@example.com');
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
  await Promise.all([trap.close(), site.close(), dns.close()]);
});

const at = (host: string, path = '/') => `http://${host}:${trap.port}${path}`;

const TARGETS: [string, () => string][] = [
  ['a loopback literal', () => at('127.0.0.1')],
  ['loopback over https', () => `https://127.0.0.1:${trap.port}/`],
  ['another address of 127/8', () => at('127.9.9.9')],
  ['loopback as one decimal number', () => at('2130706433')],
  ['loopback in hex', () => at('0x7f000001')],
  ['loopback in octal', () => at('0177.0.0.1')],
  ['loopback with zero padding', () => at('127.000.000.001')],
  ['loopback shortened', () => at('127.1')],
  ['the IPv6 loopback', () => at('[::1]')],
  ['an IPv4-mapped IPv6 loopback', () => at('[::ffff:127.0.0.1]')],
  ['an IPv4-mapped loopback in hex', () => at('[::ffff:7f00:1]')],
  ['a NAT64 loopback', () => at('[64:ff9b::7f00:1]')],
  ['the unspecified address', () => at('0.0.0.0')],
  ['the cloud metadata address', () => at('169.254.169.254', '/latest/meta-data/')],
  ['the metadata address as a number', () => at('2852039166')],
  ['a 10/8 address', () => at('10.0.0.1')],
  ['a 172.16/12 address', () => at('172.16.0.1')],
  ['a 192.168/16 address', () => at('192.168.1.1')],
  ['a CGNAT address', () => at('100.64.0.1')],
  ['an IPv6 unique-local address', () => at('[fd00::1]')],
  ['an IPv6 link-local address', () => at('[fe80::1]')],
  ['localhost', () => at('localhost')],
  ['LOCALHOST with a trailing dot', () => at('LOCALHOST.')],
  ['a name that resolves to loopback', () => at('loop.test')],
  ['a wildcard-DNS name for loopback', () => at('127.0.0.1.nip.io')],
  ['a name that resolves to 10/8', () => at('internal.test')],
  ['the metadata host name', () => at('metadata.google.internal', '/computeMetadata/v1/')],
  ['credentials before a loopback host', () => `http://user:pass@127.0.0.1:${trap.port}/`],
  ['a public-looking name before @', () => `http://example.com@127.0.0.1:${trap.port}/`],
];

async function expectRefused(url: string): Promise<void> {
  const response = await ada.post('/api/shorten', { full_url: url });
  expect(response.statusCode).toBe(400);
  expect(trap.accepted).toBe(0);
}

describe('the destination probe', () => {
  it.each(TARGETS)('refuses %s without connecting', async (_label, target) => {
    tally.tried();
    await expectRefused(target());
    tally.refused();
  });

  it.each(TARGETS.filter(([label]) => !label.includes('@') && !label.includes('credentials')))(
    'refuses a redirect from a public site to %s',
    async (_label, target) => {
      tally.tried();
      redirectTo = target();
      await expectRefused(`http://site.test:${site.port}/go`);
      tally.refused();
    },
  );

  it('follows a redirect to the site itself (the control: redirects do work)', async () => {
    redirectTo = `http://site.test:${site.port}/go`;
    // Five hops, then too many redirects: refused, but every hop reached the site.
    const before = site.requests.length;
    await ada.post('/api/shorten', { full_url: `http://site.test:${site.port}/go` });
    expect(site.requests.length - before).toBeGreaterThan(1);
  });
});

describe('DNS rebinding between check and connect', () => {
  it.each([
    ['asked directly', 'rebind.test', () => at('rebind.test')],
    [
      'reached through a redirect',
      'rebind-again.test',
      () => {
        redirectTo = at('rebind-again.test');
        return `http://site.test:${site.port}/go`;
      },
    ],
  ])(
    '%s: one lookup, the checked address is the one connected to',
    async (_label, name, target) => {
      tally.tried();
      await expectRefused(target());
      // Public at the check; the pinned connection never asks again, so loopback is never used.
      expect(dns.queries.filter((query) => query === `A ${name}`)).toHaveLength(1);
      tally.refused();
    },
  );
});
