import { DESTINATION_MESSAGES } from '@kurz/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import type { AuthClient } from '../auth-client.js';
import {
  addVerifiedDomain,
  type DomainsWorld,
  startDomainsWorld,
  userOnPlan,
} from '../custom-domains.js';

/**
 * Links back to this server: a destination on one of its short hosts, app hosts or
 * verified custom domains, or on this machine at the port it listens on, would redirect
 * to itself. Each spelling is refused at every door a destination comes in by, with the
 * destination rule's message; a destination elsewhere is not.
 */
const OWN = DESTINATION_MESSAGES.own_domain;
/** The test app listens on 8080 (PORT's default) and is https://app.kurz.test. */
const LOOPING = [
  ['the app host', 'https://app.kurz.test/abcdef12'],
  ['the app host in capitals, a trailing dot and a port', 'http://APP.KURZ.TEST.:8080/x'],
  ["the app host's www.", 'https://www.app.kurz.test/x'],
  ['a short domain', 'https://kurz.link/abcdef12'],
  ['a short domain with a trailing dot', 'http://go.kurz.link./x'],
  ['a verified custom domain', 'http://links.acme-shop.com/abcdef12'],
  ['a verified custom domain in capitals with a trailing dot', 'https://LINKS.ACME-SHOP.COM./x'],
  ['127.0.0.1 at the listen port', 'http://127.0.0.1:8080/abcdef12'],
  ['another 127/8 address', 'http://127.9.9.9:8080/x'],
  ['127.0.0.1 with a trailing dot', 'http://127.0.0.1.:8080/x'],
  ['a decimal IPv4', 'http://2130706433:8080/x'],
  ['a hex IPv4', 'http://0x7f000001:8080/x'],
  ['an octal IPv4', 'http://0177.0.0.1:8080/x'],
  ['a short IPv4', 'http://127.1:8080/x'],
  ['[::1]', 'http://[::1]:8080/x'],
  ['[::1] written out', 'http://[0:0:0:0:0:0:0:1]:8080/x'],
  ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:8080/x'],
  ['0.0.0.0', 'http://0.0.0.0:8080/x'],
  ['[::]', 'http://[::]:8080/x'],
  ['localhost', 'http://localhost:8080/x'],
  ['LOCALHOST. ', 'http://LOCALHOST.:8080/x'],
  ['a .localhost name', 'http://kurz.localhost:8080/x'],
  ["loopback on the app URL's port", 'https://127.0.0.1/x'],
] as const;
const ELSEWHERE = [
  ['another site', 'https://example.com/x'],
  ['a look-alike of the custom domain', 'https://links.acme-shop.com.evil.example/x'],
  ['this machine at another port (another service)', 'http://127.0.0.1:9999/x'],
] as const;

let world: DomainsWorld;
let t: TestApp;
let ada: AuthClient;
/** The CSV preview allows 10 a minute per user: importers take turns. */
const importers: AuthClient[] = [];
let turn = 0;
let secret: string;
let webLinkId: string;
let apiLinkId: string;
const tally = new AttackTally();

beforeAll(async () => {
  world = await startDomainsWorld();
  t = world.t;
  ada = await userOnPlan(t, 'ada@example.com', 'pro');
  await addVerifiedDomain(ada, world.dns, 'links.acme-shop.com');
  for (let i = 0; i < 4; i++) importers.push(await userOnPlan(t, `csv-${i}@example.com`, 'pro'));
  const key = await ada.post('/api/api-keys', { name: 'loops', scopes: ['links:write'] });
  secret = key.json().secret;
  webLinkId = (await ada.post('/api/shorten', { full_url: 'https://example.com/web' })).json().id;
  apiLinkId = (await api('POST', '/api/v1/links', { full_url: 'https://example.com/api' })).json()
    .id;
});
afterAll(async () => {
  tally.report(t.db.engine);
  await world.close();
});

function api(method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: 'app.kurz.test', authorization: `Bearer ${secret}` },
    payload,
  });
}

/** Each door a destination comes in by: the refusal's message, or null when accepted. */
const DOORS: [string, (url: string) => Promise<string | null>][] = [
  ['POST /api/shorten', async (url) => errorOf(await ada.post('/api/shorten', { full_url: url }))],
  [
    'PATCH /api/links/:id',
    async (url) => errorOf(await ada.send('PATCH', `/api/links/${webLinkId}`, { full_url: url })),
  ],
  [
    'the CSV import',
    async (url) => {
      const importer = importers[turn++ % importers.length] as AuthClient;
      const previewed = await importer.post('/api/links/import/preview', { csv: `url\n${url}\n` });
      expect(previewed.statusCode, previewed.body).toBe(200);
      const [outcome] = previewed.json().outcomes;
      return outcome.status === 'error' ? outcome.message : null;
    },
  ],
  [
    'POST /api/v1/links',
    async (url) => errorOf(await api('POST', '/api/v1/links', { full_url: url })),
  ],
  [
    'POST /api/v1/links/bulk',
    async (url) => {
      const reply = await api('POST', '/api/v1/links/bulk', { links: [{ full_url: url }] });
      expect(reply.statusCode, reply.body).toBe(200);
      const [result] = reply.json().results;
      return result.ok ? null : result.error.error;
    },
  ],
  [
    'PATCH /api/v1/links/:id',
    async (url) => errorOf(await api('PATCH', `/api/v1/links/${apiLinkId}`, { full_url: url })),
  ],
];

function errorOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 300) return null;
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error;
}

const cases = DOORS.flatMap(([door, send]) =>
  LOOPING.map(([spelling, url]) => ({ door, spelling, url, send })),
);
const controls = DOORS.flatMap(([door, send]) =>
  ELSEWHERE.map(([spelling, url]) => ({ door, spelling, url, send })),
);

describe('a link back to this server', () => {
  it.each(cases)('$door refuses $spelling ($url)', async ({ url, send }) => {
    tally.tried();
    expect(await send(url)).toBe(OWN);
    tally.refused();
  });

  it.each(controls)('$door accepts $spelling ($url)', async ({ url, send }) => {
    expect(await send(url)).toBeNull();
  });
});
