import { verificationFailureMessage } from '@kurz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../test/app.js';
import { startZoneDns, type ZoneDns } from '../../test/zone-dns.js';
import { type CustomDomainsConfig, loadConfig } from '../config.js';
import { checkDns, DNS_CHECK_TIMEOUT_MS } from './check-dns.js';

/**
 * The DNS proof against a real DNS server on loopback: each outcome, its
 * issue text and the words the panel shows for it (spec 001 §8).
 */

const PROXY = 'edge.kurz-proxy.net';
const PROXY_IPS = ['203.0.113.10', '2001:db8::10'];
const TOKEN = 'kurz-verify-0123456789abcdef';
const SUB = 'links.acme-shop.com';
const APEX = 'acme-shop.com';

let dns: ZoneDns;
let config: CustomDomainsConfig;

beforeAll(async () => {
  dns = await startZoneDns();
  config = loadConfig({
    ...TEST_ENV,
    DNS_SERVERS: dns.server,
    PROXY_HOST: PROXY,
    PROXY_IPS: PROXY_IPS.join(','),
  }).customDomains;
});
afterAll(() => dns.close());
beforeEach(() => {
  dns.zone.clear();
  dns.silent.clear();
  dns.queries.length = 0;
  // The proxy's own addresses, as a recursive resolver following the CNAME would find them.
  dns.zone.set(PROXY, { A: ['203.0.113.10'] });
});

const proof = (domain: string, token = TOKEN) => dns.zone.set(`_kurz.${domain}`, { TXT: [token] });
const words = (issues: string[]) => verificationFailureMessage(issues, PROXY);

describe('verified', () => {
  it('a subdomain with a CNAME to the proxy host and the TXT proof', async () => {
    dns.zone.set(SUB, { CNAME: PROXY });
    proof(SUB);
    expect(await checkDns(config, SUB, TOKEN)).toEqual({
      verified: true,
      issues: [],
      propagation_status: 'complete',
      a_records: [],
      cname_records: [PROXY],
      txt_found: true,
    });
  });

  it('a CNAME target spelled with a trailing dot and capitals', async () => {
    dns.zone.set(SUB, { CNAME: 'Edge.Kurz-Proxy.NET.' });
    proof(SUB);
    expect((await checkDns(config, SUB, TOKEN)).verified).toBe(true);
  });

  it('an apex domain with A and AAAA records within PROXY_IPS and the TXT proof', async () => {
    dns.zone.set(APEX, { A: ['203.0.113.10'], AAAA: ['2001:db8::10'] });
    proof(APEX);
    expect(await checkDns(config, APEX, TOKEN)).toMatchObject({
      verified: true,
      issues: [],
      propagation_status: 'complete',
      a_records: ['203.0.113.10', '2001:db8::10'],
    });
  });

  it('a subdomain pointed by A records, as an apex is', async () => {
    dns.zone.set(SUB, { A: ['203.0.113.10'] });
    proof(SUB);
    expect((await checkDns(config, SUB, TOKEN)).verified).toBe(true);
  });

  it('a TXT proof among other TXT records', async () => {
    dns.zone.set(SUB, { CNAME: PROXY });
    dns.zone.set(`_kurz.${SUB}`, { TXT: ['v=spf1 -all', TOKEN] });
    expect((await checkDns(config, SUB, TOKEN)).verified).toBe(true);
  });
});

describe('not verified, each with the spec words', () => {
  it('NXDOMAIN for a subdomain: CNAME record not found', async () => {
    const check = await checkDns(config, SUB, TOKEN);
    expect(check).toMatchObject({ verified: false, propagation_status: 'none', txt_found: false });
    expect(check.issues).toEqual([
      `Subdomain not found: ${SUB} has no CNAME record`,
      `TXT record _kurz.${SUB} not found or does not hold this domain's token`,
    ]);
    expect(words(check.issues)).toBe(
      'CNAME record not found. Please add the CNAME record shown above and wait for propagation.',
    );
  });

  it('NXDOMAIN for an apex domain: A record not found', async () => {
    const check = await checkDns(config, APEX, TOKEN);
    expect(check.issues[0]).toBe(`No A records found for ${APEX}`);
    expect(words(check.issues)).toBe(
      'A record not found. Please add the A record shown above and wait for propagation.',
    );
  });

  // An apex with A records was told 'pointing to wrong IP' here, with no right IP to show.
  it.each([
    ['no A records', undefined],
    ['A records', ['203.0.113.10']],
  ])(
    'an apex domain with %s when the server has no proxy addresses: use a subdomain',
    async (_label, a) => {
      const noIps = { ...config, proxyIps: [] };
      if (a) dns.zone.set(APEX, { A: a });
      proof(APEX);
      const check = await checkDns(noIps, APEX, TOKEN);
      expect(check.verified).toBe(false);
      expect(words(check.issues)).toBe(
        `Verification failed: ${APEX} is an apex domain and this server has no proxy addresses for A records: use a subdomain`,
      );
    },
  );

  it('a CNAME to another host: not pointing to the proxy', async () => {
    dns.zone.set(SUB, { CNAME: 'cname.vercel-dns.com' });
    proof(SUB);
    const check = await checkDns(config, SUB, TOKEN);
    expect(check).toMatchObject({
      verified: false,
      cname_records: ['cname.vercel-dns.com'],
      propagation_status: 'partial',
    });
    expect(check.issues).toEqual([`CNAME cname.vercel-dns.com does not resolve to ${PROXY}`]);
    expect(words(check.issues)).toBe(
      `CNAME record found but not pointing to ${PROXY}. Check the CNAME value above.`,
    );
  });

  it('A records elsewhere: pointing to the wrong IP', async () => {
    dns.zone.set(APEX, { A: ['198.51.100.1'] });
    proof(APEX);
    const check = await checkDns(config, APEX, TOKEN);
    expect(check).toMatchObject({ verified: false, a_records: ['198.51.100.1'] });
    expect(words(check.issues)).toBe(
      'A record found but pointing to wrong IP. Check the A record value above.',
    );
  });

  it('partial propagation: one A record ours, one not', async () => {
    dns.zone.set(APEX, { A: ['203.0.113.10', '198.51.100.1'] });
    proof(APEX);
    const check = await checkDns(config, APEX, TOKEN);
    expect(check).toMatchObject({ verified: false, propagation_status: 'partial' });
    expect(check.issues).toEqual([
      `DNS propagation incomplete: ${APEX} also points to 198.51.100.1`,
    ]);
    expect(words(check.issues)).toBe('DNS records not propagated yet. Try again in a few minutes.');
  });

  it('partial propagation: the TXT proof is there, the CNAME not yet', async () => {
    proof(SUB);
    const check = await checkDns(config, SUB, TOKEN);
    expect(check).toMatchObject({
      verified: false,
      propagation_status: 'partial',
      txt_found: true,
    });
    expect(check.issues).toEqual([`Subdomain not found: ${SUB} has no CNAME record`]);
    expect(words(check.issues)).toBe(
      'CNAME record not found. Please add the CNAME record shown above and wait for propagation.',
    );
  });

  it('the CNAME is there, the TXT proof missing', async () => {
    dns.zone.set(SUB, { CNAME: PROXY });
    const check = await checkDns(config, SUB, TOKEN);
    expect(check).toMatchObject({
      verified: false,
      propagation_status: 'partial',
      txt_found: false,
    });
    expect(words(check.issues)).toBe(
      `Verification failed: TXT record _kurz.${SUB} not found or does not hold this domain's token`,
    );
  });

  it("the TXT record holds another account's token", async () => {
    dns.zone.set(SUB, { CNAME: PROXY });
    proof(SUB, 'kurz-verify-somebody-else');
    const check = await checkDns(config, SUB, TOKEN);
    expect(check).toMatchObject({ verified: false, txt_found: false });
    expect(check.issues[0]).toContain(`TXT record _kurz.${SUB} not found`);
  });

  it('the TXT proof on the domain itself rather than under the prefix', async () => {
    dns.zone.set(SUB, { CNAME: PROXY, TXT: [TOKEN] });
    expect(await checkDns(config, SUB, TOKEN)).toMatchObject({ verified: false, txt_found: false });
  });
});

describe('a DNS server that does not answer', () => {
  it('gives up within the 5 s cap with an issue about propagation', async () => {
    dns.silent.add(SUB);
    dns.silent.add(`_kurz.${SUB}`);
    const started = performance.now();
    const check = await checkDns(config, SUB, TOKEN);
    const took = performance.now() - started;
    expect(took).toBeLessThan(DNS_CHECK_TIMEOUT_MS + 1000);
    expect(check).toMatchObject({ verified: false, propagation_status: 'none' });
    expect(check.issues).toEqual([
      `DNS servers did not answer for ${SUB} within 5 s (propagation may still be under way)`,
    ]);
    expect(words(check.issues)).toBe('DNS records not propagated yet. Try again in a few minutes.');
  }, 10_000);

  it('counts one silent lookup as no answer even when the others are fine', async () => {
    dns.zone.set(SUB, { CNAME: PROXY });
    dns.silent.add(`_kurz.${SUB}`);
    const check = await checkDns(config, SUB, TOKEN);
    expect(check.verified).toBe(false);
    expect(words(check.issues)).toBe('DNS records not propagated yet. Try again in a few minutes.');
  }, 10_000);
});

it('asks DNS only, and only about the domain and its proof', async () => {
  dns.zone.set(SUB, { CNAME: PROXY });
  proof(SUB);
  await checkDns(config, SUB, TOKEN);
  const names = new Set(dns.queries.map((query) => query.split(' ')[1]));
  expect([...names].sort()).toEqual([`_kurz.${SUB}`, SUB].sort());
});
