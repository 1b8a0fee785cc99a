import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';

/**
 * Redirect rules through the web app's API and the public one, on a real app: stored,
 * shown, exported, refused with the field named, and followed by the redirect.
 */
let t: TestApp;
let ada: AuthClient;
let secret: string;

beforeAll(async () => {
  // The proxy at 127.0.0.1 is trusted: X-Forwarded-For names the visitor.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', { name: 'rules', scopes: ['links:write'] });
  secret = created.json().secret;
});
afterAll(() => t.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:133.0) Gecko/20100101 Firefox/133.0';

const RULES = [
  {
    conditions: [
      { type: 'device', value: 'desktop' },
      { type: 'os', value: 'windows' },
      { type: 'browser', value: 'edge' },
      { type: 'language', value: 'de' },
      { type: 'after', value: '2020-01-01T00:00:00Z' },
    ],
    url: 'https://example.de/edge',
  },
  { conditions: [{ type: 'device', value: 'ios' }], url: 'https://apps.example.com/ios' },
  { conditions: [{ type: 'device', value: 'tablet' }], url: 'https://example.com/tablet' },
  {
    conditions: [{ type: 'query', value: { name: 'src', value: 'mail' } }],
    url: 'https://example.com/mail',
  },
  { conditions: [{ type: 'query', value: { name: 'promo' } }], url: 'https://example.com/promo' },
  { conditions: [{ type: 'ip', value: '203.0.113.0/24' }], url: 'https://example.com/office' },
  { conditions: [{ type: 'ip', value: '2001:db8::/32' }], url: 'https://example.com/office6' },
  {
    conditions: [{ type: 'before', value: '2000-01-01T00:00:00Z' }],
    url: 'https://example.com/past',
  },
];

const shorten = (body: Record<string, unknown>) =>
  ada.post('/api/shorten', { full_url: 'https://example.com/home', ...body });

const visit = (
  path: string,
  headers: Record<string, string> = {},
  remoteAddress = '198.51.100.20',
) => t.app.inject({ url: `/${path}`, remoteAddress, headers: { host: 'kurz.link', ...headers } });

const whereTo = async (...args: Parameters<typeof visit>) =>
  (await visit(...args)).headers.location;

describe('redirect rules', () => {
  it('sends each visitor to the first rule that holds, else the link’s URL', async () => {
    // Forwarding off: the destinations compared are the rules' own (forward-query.api.test.ts
    // shows a rule's destination with the visitor's query).
    const made = await shorten({ short_url: 'rules-home', rules: RULES, forward_query: false });
    expect(made.statusCode, made.body).toBe(200);
    const edgeDe = { 'user-agent': WINDOWS_EDGE, 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' };
    expect(await whereTo('rules-home', edgeDe)).toBe('https://example.de/edge');
    // English first: the language condition fails and so the whole first rule.
    expect(await whereTo('rules-home', { ...edgeDe, 'accept-language': 'en-GB,de;q=0.9' })).toBe(
      'https://example.com/home',
    );
    expect(await whereTo('rules-home', { 'user-agent': IPHONE })).toBe(
      'https://apps.example.com/ios',
    );
    expect(await whereTo('rules-home', { 'user-agent': ANDROID_TABLET })).toBe(
      'https://example.com/tablet',
    );
    const firefox = { 'user-agent': MAC_FIREFOX };
    expect(await whereTo('rules-home?src=mail', firefox)).toBe('https://example.com/mail');
    expect(await whereTo('rules-home?src=web', firefox)).toBe('https://example.com/home');
    expect(await whereTo('rules-home?promo', firefox)).toBe('https://example.com/promo');
    expect(await whereTo('rules-home', firefox, '203.0.113.9')).toBe('https://example.com/office');
    expect(await whereTo('rules-home', firefox, '::ffff:203.0.113.9')).toBe(
      'https://example.com/office',
    );
    expect(
      await whereTo('rules-home', { ...firefox, 'x-forwarded-for': '2001:db8::7' }, '127.0.0.1'),
    ).toBe('https://example.com/office6');
    expect(
      await whereTo('rules-home', { ...firefox, 'x-forwarded-for': '203.0.113.1' }, '127.0.0.1'),
    ).toBe('https://example.com/office');
    // An untrusted sender's X-Forwarded-For is ignored.
    expect(await whereTo('rules-home', { ...firefox, 'x-forwarded-for': '203.0.113.1' })).toBe(
      'https://example.com/home',
    );
    expect((await visit('rules-home', firefox)).statusCode).toBe(302);
  });

  it('judges country rules by the click’s address, after the rules before them', async () => {
    await shorten({
      short_url: 'rules-geo',
      rules: [
        { conditions: [{ type: 'device', value: 'ios' }], url: 'https://example.com/ios' },
        { conditions: [{ type: 'country', value: 'DE' }], url: 'https://example.de/' },
      ],
    });
    expect(await whereTo('rules-geo', { 'user-agent': MAC_FIREFOX }, '193.99.144.80')).toBe(
      'https://example.de/',
    );
    expect(await whereTo('rules-geo', { 'user-agent': IPHONE }, '193.99.144.80')).toBe(
      'https://example.com/ios',
    );
    expect(await whereTo('rules-geo', { 'user-agent': MAC_FIREFOX }, '8.8.8.8')).toBe(
      'https://example.com/home',
    );
  });

  it('shows, edits, clears and exports them; the targeting fields read and write their rules', async () => {
    const made = await shorten({ short_url: 'rules-edit', rules: RULES.slice(0, 2) });
    const { id } = made.json();
    const view = (await ada.get(`/api/links/${id}`)).json();
    expect(view.rules).toHaveLength(2);
    expect(view.rules[0].conditions[4]).toEqual({ type: 'after', value: '2020-01-01T00:00:00Z' });
    expect(view.ios_url).toBe('https://apps.example.com/ios');

    const withCountry = await ada.send('PATCH', `/api/links/${id}`, {
      geo_targets: { FR: 'https://example.fr/' },
      ios_url: 'https://apps.example.com/ios2',
    });
    expect(withCountry.statusCode, withCountry.body).toBe(200);
    expect(withCountry.json().rules.map((rule: { url: string }) => rule.url)).toEqual([
      'https://example.de/edge',
      'https://apps.example.com/ios2',
      'https://example.fr/',
    ]);
    expect(withCountry.json().geo_targets).toEqual({ FR: 'https://example.fr/' });
    expect(await whereTo('rules-edit', { 'user-agent': IPHONE })).toBe(
      'https://apps.example.com/ios2',
    );

    const list = (await ada.get('/api/links?search=rules-edit')).json();
    expect(list.links[0].rules).toHaveLength(3);
    const csv = (await ada.get('/api/links/export?search=rules-edit')).body;
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header?.split(',').at(-1)).toBe('rules');
    expect(row).toContain('""type"":""device""');

    const cleared = await ada.send('PATCH', `/api/links/${id}`, { rules: null });
    expect(cleared.json()).toMatchObject({ rules: null, ios_url: null, geo_targets: null });
    expect(await whereTo('rules-edit', { 'user-agent': IPHONE })).toBe('https://example.com/home');
  });

  it('takes the same field through the public API', async () => {
    const headers = { host: 'app.kurz.test', authorization: `Bearer ${secret}` };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers,
      payload: {
        full_url: 'https://example.com/v1',
        short_url: 'rules-v1',
        rules: RULES.slice(1, 3),
      },
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    expect(made.json().rules).toHaveLength(2);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/links/${made.json().id}`,
      headers,
      payload: { rules: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().rules).toBeNull();
  });

  it.each([
    [
      'an empty rule',
      [{ conditions: [], url: 'https://a.example/' }],
      /^rules\[0\]\.conditions: a rule needs at least one condition/,
    ],
    [
      'two rules with the same conditions',
      [
        {
          conditions: [
            { type: 'os', value: 'ios' },
            { type: 'language', value: 'de' },
          ],
          url: 'https://a.example/',
        },
        {
          conditions: [
            { type: 'language', value: 'DE' },
            { type: 'os', value: 'ios' },
          ],
          url: 'https://b.example/',
        },
      ],
      /^rules\[1\]\.conditions: the same conditions as rules\[0\]/,
    ],
    [
      'a CIDR that is not one',
      [{ conditions: [{ type: 'ip', value: '10.0.0.0/33' }], url: 'https://a.example/' }],
      /^rules\[0\]\.conditions\[0\]\.value: must be a CIDR range/,
    ],
    [
      'an after later than its before',
      [
        {
          conditions: [
            { type: 'before', value: '2030-01-01T00:00:00Z' },
            { type: 'after', value: '2030-06-01T00:00:00Z' },
          ],
          url: 'https://a.example/',
        },
      ],
      /^rules\[0\]\.conditions\[1\]\.value: after must be earlier than the rule's before/,
    ],
    [
      'an unknown type',
      [{ conditions: [{ type: 'moon', value: 'full' }], url: 'https://a.example/' }],
      /^rules\[0\]\.conditions\[0\]\.type: must be one of device, os/,
    ],
    [
      'an unknown device',
      [{ conditions: [{ type: 'device', value: 'fridge' }], url: 'https://a.example/' }],
      /^rules\[0\]\.conditions\[0\]\.value: must be one of ios, android/,
    ],
    [
      'a query without a name',
      [{ conditions: [{ type: 'query', value: { value: 'x' } }], url: 'https://a.example/' }],
      /^rules\[0\]\.conditions\[0\]\.value\.name: /,
    ],
    [
      'a URL no destination may be',
      [{ conditions: [{ type: 'os', value: 'ios' }], url: 'javascript:alert(1)' }],
      /^rules\[0\]\.url: /,
    ],
    [
      'more than 20 rules',
      Array.from({ length: 21 }, (_, i) => ({
        conditions: [{ type: 'query', value: { name: `p${i}` } }],
        url: 'https://a.example/',
      })),
      /^rules: at most 20 rules/,
    ],
    [
      'more than 10 conditions',
      [
        {
          conditions: Array.from({ length: 11 }, (_, i) => ({
            type: 'query',
            value: { name: `p${i}` },
          })),
          url: 'https://a.example/',
        },
      ],
      /^rules\[0\]\.conditions: at most 10 conditions per rule/,
    ],
    ['not a list', { conditions: [] }, /^rules must be a list/],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_name, rules, message) => {
    const before = await t.db.kysely.selectFrom('links').select('id').execute();
    const refused = await shorten({ rules });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatch(message);
    const after = await t.db.kysely.selectFrom('links').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses a bad edit and leaves the link as it was', async () => {
    const made = await shorten({ short_url: 'rules-keep', rules: RULES.slice(1, 2) });
    const { id } = made.json();
    const refused = await ada.send('PATCH', `/api/links/${id}`, {
      full_url: 'https://example.com/changed',
      rules: [{ conditions: [{ type: 'ip', value: 'nope' }], url: 'https://a.example/' }],
    });
    expect(refused.statusCode).toBe(400);
    const view = (await ada.get(`/api/links/${id}`)).json();
    expect(view).toMatchObject({ full_url: 'https://example.com/home', rules: RULES.slice(1, 2) });
  });

  it('needs premium or higher to set rules; anyone may clear them', async () => {
    const bob = await signedInClient(t.app, 'bob@example.com');
    const refused = await bob.post('/api/shorten', {
      full_url: 'https://example.com/',
      rules: RULES.slice(1, 2),
    });
    expect(refused.statusCode).toBe(403);
    const cleared = await bob.post('/api/shorten', { full_url: 'https://example.com/', rules: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });
});
