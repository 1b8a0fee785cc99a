import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import {
  addVerifiedDomain,
  type DomainsWorld,
  setPlan,
  startDomainsWorld,
} from '../../test/custom-domains.js';

/**
 * Query forwarding: the visitor's query string merged into the destination's, per link,
 * with each domain's default for new links.
 */
let world: DomainsWorld;
let ada: AuthClient;

beforeEach(async () => {
  world = await startDomainsWorld({ NO_QUERY_FORWARDING_DOMAINS: 'go.kurz.link' });
  ada = await signedInClient(world.t.app, 'ada@example.com');
});
afterEach(() => world.close());

const visit = (path: string, host = 'kurz.link') =>
  world.t.app.inject({ url: path, headers: { host }, remoteAddress: '198.51.100.7' });

async function shorten(body: Record<string, unknown>) {
  const made = await ada.post('/api/shorten', body);
  expect(made.statusCode, made.body).toBe(200);
  return (await ada.get(`/api/links/${made.json().id}`)).json();
}

describe('a new link', () => {
  it('forwards the query string by default, the destination winning a clash, the fragment kept', async () => {
    const link = await shorten({
      full_url: 'https://example.com/sale?ref=kurz#top',
      short_url: 'spring-sale',
    });
    expect(link).toMatchObject({ forward_query: true, query_precedence: 'destination' });
    const answer = await visit('/spring-sale?utm_source=mail&ref=visitor&q=a%20b');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(
      'https://example.com/sale?ref=kurz&utm_source=mail&q=a%20b#top',
    );
    // No query, the destination as stored.
    expect((await visit('/spring-sale')).headers.location).toBe(
      'https://example.com/sale?ref=kurz#top',
    );
  });

  it("lets the visitor's parameters win when the link says so", async () => {
    await shorten({
      full_url: 'https://example.com/p?lang=en&id=7',
      short_url: 'visitor-wins',
      query_precedence: 'visitor',
    });
    const answer = await visit('/visitor-wins?lang=de');
    expect(answer.headers.location).toBe('https://example.com/p?id=7&lang=de');
  });

  it('forwards nothing when made with forward_query false, and follows an edit at once', async () => {
    const link = await shorten({ full_url: 'https://example.com/plain', short_url: 'plain-link' });
    const edited = await ada.send('PATCH', `/api/links/${link.id}`, { forward_query: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().forward_query).toBe(false);
    expect((await visit('/plain-link?utm_source=x')).headers.location).toBe(
      'https://example.com/plain',
    );

    const off = await shorten({
      full_url: 'https://example.com/off',
      short_url: 'off-link',
      forward_query: false,
    });
    expect(off.forward_query).toBe(false);
    expect((await visit('/off-link?a=1')).headers.location).toBe('https://example.com/off');
  });

  it('does not pass our QR marker on, and encodes what a Location may not hold', async () => {
    await shorten({ full_url: 'https://example.com/qr', short_url: 'qr-code' });
    expect((await visit('/qr-code?qr=1')).headers.location).toBe('https://example.com/qr');
    const odd = await visit('/qr-code?qr=1&name="x"<y>&é=1');
    expect(odd.statusCode).toBe(302);
    const location = odd.headers.location as string;
    expect(location).toMatch(/^https:\/\/example\.com\/qr\?name=%22x%22%3Cy%3E&/);
    expect(() => new URL(location)).not.toThrow();
  });

  it("takes its short domain's default: the operator's list for configured ones", async () => {
    const domains = (await ada.get('/api/short-domains')).json();
    expect(domains.no_query_forwarding).toEqual(['go.kurz.link']);
    const link = await shorten({
      full_url: 'https://example.com/go',
      short_url: 'go-link',
      domain: 'go.kurz.link',
    });
    expect(link.forward_query).toBe(false);
    expect((await visit('/go-link?a=1', 'go.kurz.link')).headers.location).toBe(
      'https://example.com/go',
    );
    const asked = await shorten({
      full_url: 'https://example.com/go2',
      short_url: 'go-asked',
      domain: 'go.kurz.link',
      forward_query: true,
    });
    expect(asked.forward_query).toBe(true);
  });

  it('forwards to a targeted destination too', async () => {
    await setPlan(world.t, 'ada@example.com', 'premium');
    await shorten({
      full_url: 'https://example.com/web',
      short_url: 'app-link',
      ios_url: 'https://apps.example.com/ios',
    });
    const answer = await world.t.app.inject({
      url: '/app-link?campaign=spring',
      headers: { host: 'kurz.link', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' },
    });
    expect(answer.headers.location).toBe('https://apps.example.com/ios?campaign=spring');
  });
});

describe("a custom domain's default", () => {
  it('is on, and its manager may turn it off for the links made from then on', async () => {
    await setPlan(world.t, 'ada@example.com', 'premium');
    const domain = await addVerifiedDomain(ada, world.dns, 'go.ada.dev');
    expect(domain.forward_query).toBe(true);
    const before = await shorten({
      full_url: 'https://example.com/before',
      short_url: 'before',
      use_custom_domain: true,
    });
    expect(before.forward_query).toBe(true);

    const changed = await ada.send('PATCH', `/api/custom-domains/${domain.id}`, {
      forward_query: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().domain.forward_query).toBe(false);
    const listed = (await ada.get('/api/custom-domains')).json().domains[0];
    expect(listed.forward_query).toBe(false);

    const after = await shorten({
      full_url: 'https://example.com/after',
      short_url: 'after-link',
      use_custom_domain: true,
    });
    expect(after.forward_query).toBe(false);
    // The link made before keeps its own setting.
    expect((await visit('/before?x=1', 'go.ada.dev')).headers.location).toBe(
      'https://example.com/before?x=1',
    );
    expect((await visit('/after-link?x=1', 'go.ada.dev')).headers.location).toBe(
      'https://example.com/after',
    );
  });

  it("is another workspace's domain to nobody else: 404", async () => {
    await setPlan(world.t, 'ada@example.com', 'premium');
    const domain = await addVerifiedDomain(ada, world.dns, 'go.ada.dev');
    const eve = await signedInClient(world.t.app, 'eve@example.com');
    await setPlan(world.t, 'eve@example.com', 'premium');
    const refused = await eve.send('PATCH', `/api/custom-domains/${domain.id}`, {
      forward_query: false,
    });
    expect(refused.statusCode).toBe(404);
    const bad = await ada.send('PATCH', `/api/custom-domains/${domain.id}`, {
      forward_query: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('forward_query must be true or false');
  });
});

describe('refusals', () => {
  it('names a bad query_precedence', async () => {
    const refused = await ada.post('/api/shorten', {
      full_url: 'https://example.com/x',
      query_precedence: 'both',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('query_precedence must be one of destination, visitor');
  });
});
