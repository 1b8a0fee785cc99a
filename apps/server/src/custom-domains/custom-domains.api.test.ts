import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthClient } from '../../test/auth-client.js';
import {
  addDomain,
  addVerifiedDomain,
  type DomainsWorld,
  PROXY,
  publishRecords,
  setPlan,
  startDomainsWorld,
  userOnPlan,
  verify,
} from '../../test/custom-domains.js';

/**
 * The custom-domain calls (spec 001 §7, spec 000 §7, Caddy's `ask`): who may call them,
 * each bad input with the spec's message, the plan limits, and verification against a DNS
 * server on loopback. Each test has its own users and domains (tests run shuffled).
 */

let w: DomainsWorld;
beforeAll(async () => {
  w = await startDomainsWorld();
});
afterAll(() => w.close());

let users = 0;
/** A fresh user: each test's own, so no test sees another's domains or rate limits. */
const someone = (plan: string) => userOnPlan(w.t, `user-${++users}@example.com`, plan);
const anonymous = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  w.t.app.inject({
    method,
    url,
    headers: { host: 'app.kurz.test', origin: 'https://app.kurz.test' },
    ...(payload && { payload }),
  });
const PREMIUM_ONLY = 'Custom domains are available for Premium subscribers and above.';

describe('signed out', () => {
  it.each([
    ['GET', '/api/custom-domains', undefined],
    ['POST', '/api/custom-domains', { domain: 'links.acme.com' }],
    ['PUT', '/api/custom-domains', { domain_id: 'x', action: 'verify' }],
    ['PUT', '/api/custom-domains', { domain_id: 'x', action: 'delete' }],
    ['GET', '/api/verify-dns?domain=links.acme.com', undefined],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const response = await anonymous(method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('may ask whether a host is a serving custom domain, and Caddy may ask for certificates', async () => {
    expect(
      (await anonymous('GET', '/api/verify-custom-domain?domain=links.acme.com')).json(),
    ).toEqual({ isCustomDomain: false });
    expect((await anonymous('GET', '/api/tls/ask?domain=links.acme.com')).statusCode).toBe(404);
  });
});

describe("another user's domain looks like none", () => {
  it('404 for verify, delete and verify-dns, and the domain stays', async () => {
    const owner = await someone('pro');
    const other = await someone('pro');
    const view = await addDomain(owner, 'links.owned-brand.com');
    for (const action of ['verify', 'delete']) {
      const response = await other.send('PUT', '/api/custom-domains', {
        domain_id: view.id,
        action,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Domain not found', code: 'not_found' });
    }
    const dnsCheck = await other.get('/api/verify-dns?domain=links.owned-brand.com');
    expect(dnsCheck.statusCode).toBe(404);
    expect((await other.get('/api/custom-domains')).json().domains).toEqual([]);
    expect((await owner.get('/api/custom-domains')).json().domains).toHaveLength(1);
  });

  it('404 for an id nobody has', async () => {
    const ada = await someone('pro');
    const response = await verify(ada, '00000000-0000-0000-0000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('bad input: 400 with the spec message, never a 500', () => {
  let ada: AuthClient;
  beforeAll(async () => {
    ada = await someone('enterprise');
  });

  it.each([
    ['blank', '   ', 'Domain is required'],
    [
      '254+ characters',
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`,
      'Domain is too long',
    ],
    ['a label over 63', `${'a'.repeat(64)}.com`, 'Invalid domain format'],
    ['a trailing dot', 'links.acme.com.', 'Invalid domain format'],
    ['a port', 'links.acme.com:8443', 'Invalid domain format'],
    ['a wildcard', '*.acme.com', 'Invalid domain format'],
    ['a leading hyphen', '-acme.com', 'Invalid domain format'],
    ['an IPv4 literal', '203.0.113.10', 'Cannot use reserved domains'],
    ['an IPv6 literal', '[2001:db8::1]', 'Cannot use reserved domains'],
    ['localhost', 'localhost', 'Cannot use reserved domains'],
    ['a reserved TLD', 'shop.test', 'Cannot use reserved domains'],
    ['our app host', 'https://app.kurz.test/dashboard', 'Cannot use reserved domains'],
    ['under a short domain', 'mine.go.kurz.link', 'Cannot use reserved domains'],
    ['our proxy host', PROXY, 'Cannot use reserved domains'],
  ])('POST %s', async (_label, domain, message) => {
    const response = await ada.post('/api/custom-domains', { domain });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'invalid_input' });
  });

  it('POST without a domain', async () => {
    const response = await ada.post('/api/custom-domains', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Domain is required');
  });

  it('POST the same domain twice (in another spelling)', async () => {
    await addDomain(ada, 'twice.acme-shop.com');
    const again = await ada.post('/api/custom-domains', { domain: 'https://TWICE.acme-shop.com/' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Domain already added');
  });

  it('PUT with an unknown action or no id', async () => {
    const action = await ada.send('PUT', '/api/custom-domains', { domain_id: 'x', action: 'move' });
    expect(action.statusCode).toBe(400);
    expect(action.json().error).toContain('action must be delete or verify');
    expect((await ada.send('PUT', '/api/custom-domains', { action: 'verify' })).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['no domain', '/api/verify-dns', 400],
    ['an IP literal', '/api/verify-dns?domain=127.0.0.1', 400],
    ['a domain not added', '/api/verify-dns?domain=never-added.com', 404],
  ])('verify-dns with %s', async (_label, url, status) => {
    expect((await ada.get(url)).statusCode).toBe(status);
  });

  it.each([
    ['no domain', '/api/verify-custom-domain'],
    ['a 1001-character domain', `/api/verify-custom-domain?domain=${'a'.repeat(1001)}`],
  ])('verify-custom-domain with %s', async (_label, url) => {
    expect((await anonymous('GET', url)).statusCode).toBe(400);
  });

  it('Unicode is stored as punycode and shown as Unicode', async () => {
    const view = await addDomain(ada, 'Links.Bücher-Laden.de');
    expect(view).toMatchObject({
      domain: 'links.xn--bcher-laden-thb.de',
      display_domain: 'links.bücher-laden.de',
      status: 'pending',
      is_subdomain: true,
    });
  });
});

describe('plan limits (spec 001 §6)', () => {
  it('free: 403 with the premium-feature text, and a max of 0', async () => {
    const free = await someone('free');
    const response = await free.post('/api/custom-domains', { domain: 'links.free-shop.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(PREMIUM_ONLY);
    expect((await free.get('/api/custom-domains')).json()).toMatchObject({ domains: [], max: 0 });
  });

  it.each([
    ['premium', 1],
    ['pro', 10],
  ])('%s: %i domains, then "Domain limit reached"', async (plan, max) => {
    const user = await someone(plan);
    for (let i = 0; i < max; i++) await addDomain(user, `d${i}.${plan}-limit.com`);
    const over = await user.post('/api/custom-domains', { domain: `over.${plan}-limit.com` });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: `Domain limit reached (${max})`, code: 'quota_exceeded' });
    const list = (await user.get('/api/custom-domains')).json();
    expect(list.max).toBe(max);
    expect(list.domains).toHaveLength(max);
  });

  it('enterprise: unlimited (max null)', async () => {
    const user = await someone('enterprise');
    for (let i = 0; i < 12; i++) await addDomain(user, `d${i}.enterprise-limit.com`);
    const list = (await user.get('/api/custom-domains')).json();
    expect(list).toMatchObject({ max: null, proxy_host: PROXY, proxy_ips: ['203.0.113.10'] });
    expect(list.domains).toHaveLength(12);
  });

  it('a downgrade keeps the domains (still serving) but blocks adding', async () => {
    const email = `downgrade-${++users}@example.com`;
    const user = await userOnPlan(w.t, email, 'pro');
    const served = await addVerifiedDomain(user, w.dns, 'links.downgraded.com');
    await addDomain(user, 'second.downgraded.com');
    for (const [plan, message] of [
      ['premium', 'Domain limit reached (1)'],
      ['free', PREMIUM_ONLY],
    ]) {
      await setPlan(w.t, email, plan as string);
      const list = (await user.get('/api/custom-domains')).json();
      expect(list.domains.map((d: { domain: string }) => d.domain)).toEqual([
        'links.downgraded.com',
        'second.downgraded.com',
      ]);
      const refused = await user.post('/api/custom-domains', { domain: 'third.downgraded.com' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(message);
      const ask = await anonymous('GET', `/api/verify-custom-domain?domain=${served.domain}`);
      expect(ask.json()).toEqual({ isCustomDomain: true });
    }
  });
});

describe('verification through DNS', () => {
  it('fails with the issues until the records are published, then serves', async () => {
    const ada = await someone('premium');
    const view = await addDomain(ada, 'go.verify-flow.com');
    expect(view.records).toEqual([
      expect.objectContaining({
        type: 'TXT',
        name: '_kurz.go.verify-flow.com',
        value: view.verification_token,
      }),
      expect.objectContaining({ type: 'CNAME', name: 'go.verify-flow.com', value: PROXY }),
    ]);

    const early = await verify(ada, view.id);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ verified: false, domain: { status: 'pending' } });
    expect(early.json().issues[0]).toBe(
      'Subdomain not found: go.verify-flow.com has no CNAME record',
    );
    const dnsCheck = await ada.get('/api/verify-dns?domain=go.verify-flow.com');
    expect(dnsCheck.json()).toMatchObject({ verified: false, propagation_status: 'none' });

    publishRecords(w.dns, view);
    expect((await ada.get('/api/verify-dns?domain=GO.verify-flow.com')).json()).toMatchObject({
      verified: true,
      propagation_status: 'complete',
      cname_records: [PROXY],
      txt_found: true,
    });
    const verified = await verify(ada, view.id);
    expect(verified.json()).toMatchObject({
      verified: true,
      issues: [],
      domain: { verified: true, status: 'verified' },
    });
    expect(verified.json().domain.verified_at).not.toBeNull();
    const ask = await anonymous(
      'GET',
      '/api/verify-custom-domain?domain=https://go.verify-flow.com/x',
    );
    expect(ask.json()).toEqual({ isCustomDomain: true });
    // Verified stays verified: a second Verify asks nothing more of DNS.
    w.dns.zone.delete('go.verify-flow.com');
    expect((await verify(ada, view.id)).json()).toMatchObject({ verified: true });
  });

  it('an apex domain by its A record', async () => {
    const ada = await someone('premium');
    const view = await addVerifiedDomain(ada, w.dns, 'apex-verify.com');
    expect(view).toMatchObject({ is_subdomain: false, status: 'verified' });
  });

  it('a DNS server that hangs: 200 with a propagation issue within the 5 s cap', async () => {
    const ada = await someone('premium');
    const view = await addDomain(ada, 'links.hanging-dns.com');
    w.dns.silent.add('links.hanging-dns.com');
    const started = performance.now();
    const response = await verify(ada, view.id);
    expect(performance.now() - started).toBeLessThan(6000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verified: false, domain: { status: 'pending' } });
    expect(response.json().issues[0]).toContain('propagation');
  }, 10_000);
});

describe("Caddy's ask (on-demand TLS)", () => {
  it.each([
    ['the app host', 'app.kurz.test', 200],
    ['a short domain', 'kurz.link', 200],
    ["a short domain's www.", 'www.go.kurz.link', 200],
    ['an unknown host', 'evil.example.net', 404],
    ['a host with a port', 'kurz.link:443', 404],
    ['an IP literal', '127.0.0.1', 404],
  ])('%s: %i', async (_label, domain, status) => {
    expect((await anonymous('GET', `/api/tls/ask?domain=${domain}`)).statusCode).toBe(status);
  });

  it('a custom domain only once verified, and not after its deletion', async () => {
    const ada = await someone('premium');
    const view = await addDomain(ada, 'tls.ask-shop.com');
    const ask = () => anonymous('GET', '/api/tls/ask?domain=tls.ask-shop.com');
    expect((await ask()).statusCode).toBe(404);
    publishRecords(w.dns, view);
    await verify(ada, view.id);
    expect((await ask()).statusCode).toBe(200);
    await ada.send('PUT', '/api/custom-domains', { domain_id: view.id, action: 'delete' });
    expect((await ask()).statusCode).toBe(404);
  });
});
