import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthClient } from '../../test/auth-client.js';
import {
  addDomain,
  addVerifiedDomain,
  type DomainsWorld,
  getWithHost,
  publishRecords,
  startDomainsWorld,
  userOnPlan,
  verify,
} from '../../test/custom-domains.js';
import { buildApp } from '../app.js';

/**
 * Serving by Host over a real listening server (so the redirect fast path, before Fastify,
 * is exercised as well as Fastify's route): verified custom domains, the configured short
 * domains, hosts nobody configured, deletion, a takeover by a fresh proof, and a second
 * process on the same database.
 */

const LANDING = 'https://welcome.kurz.test/';
const NEUTRAL = 'Not Found\n';
let w: DomainsWorld;
let base: string;
beforeAll(async () => {
  w = await startDomainsWorld({ CUSTOM_DOMAIN_LANDING_URL: LANDING });
  base = await w.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => w.close());

let users = 0;
const someone = (plan = 'premium') => userOnPlan(w.t, `serve-${++users}@example.com`, plan);
const on = (host: string, path: string) => getWithHost(base, host, path);
const del = (client: AuthClient, id: string) =>
  client.send('PUT', '/api/custom-domains', { domain_id: id, action: 'delete' });

async function shorten(client: AuthClient, body: object): Promise<string> {
  const created = await client.post('/api/shorten', body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().shortened_url;
}

describe('a verified custom domain', () => {
  it('redirects its links (Fastify first, then the fast path), / to the landing URL, nothing else', async () => {
    const ada = await someone();
    await addVerifiedDomain(ada, w.dns, 'links.served-shop.com');
    const url = await shorten(ada, {
      full_url: 'https://example.com/spring',
      short_url: 'spring-one',
      use_custom_domain: true,
    });
    expect(url).toBe('http://links.served-shop.com/spring-one');

    const first = await on('links.served-shop.com', '/spring-one');
    const second = await on('links.served-shop.com', '/spring-one');
    const third = await on('LINKS.served-shop.com.:80', '/spring-one?qr=1');
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('https://example.com/spring');
    }

    expect(await on('links.served-shop.com', '/')).toMatchObject({
      status: 302,
      location: LANDING,
    });
    expect((await on('links.served-shop.com', '/no-such-code')).status).toBe(404);
    for (const path of ['/api/custom-domains', '/dashboard/x', '/healthz/../api/links']) {
      expect(await on('links.served-shop.com', path)).toMatchObject({ status: 404, body: NEUTRAL });
    }
  });

  it('keeps its codes apart from the default domain, both ways', async () => {
    const ada = await someone();
    await addVerifiedDomain(ada, w.dns, 'links.apart-shop.com');
    await shorten(ada, {
      full_url: 'https://example.com/custom',
      short_url: 'apart-custom',
      use_custom_domain: true,
    });
    await shorten(ada, { full_url: 'https://example.com/default', short_url: 'apart-default' });
    for (let round = 0; round < 2; round++) {
      expect((await on('kurz.link', '/apart-custom')).status).toBe(404);
      expect((await on('app.kurz.test', '/apart-custom')).location).toBeUndefined();
      expect((await on('links.apart-shop.com', '/apart-default')).status).toBe(404);
      expect((await on('kurz.link', '/apart-default')).location).toBe(
        'https://example.com/default',
      );
    }
  });

  it('the same code on two domains of one user, chosen by custom_domain_id', async () => {
    const ada = await someone('pro');
    const one = await addVerifiedDomain(ada, w.dns, 'one.twin-shop.com');
    const two = await addVerifiedDomain(ada, w.dns, 'two.twin-shop.com');
    for (const view of [one, two]) {
      await shorten(ada, {
        full_url: `https://example.com/${view.domain}`,
        short_url: 'twin-code',
        use_custom_domain: true,
        custom_domain_id: view.id,
      });
    }
    for (const view of [one, two, one]) {
      expect((await on(view.domain, '/twin-code')).location).toBe(
        `https://example.com/${view.domain}`,
      );
    }
  });

  it('stops serving at once when deleted, even from the fast path', async () => {
    const ada = await someone();
    const view = await addVerifiedDomain(ada, w.dns, 'links.deleted-shop.com');
    await shorten(ada, {
      full_url: 'https://example.com/d',
      short_url: 'gone-soon',
      use_custom_domain: true,
    });
    // The second answer comes from the cache: the fast path, which must forget it too.
    await on('links.deleted-shop.com', '/gone-soon');
    expect((await on('links.deleted-shop.com', '/gone-soon')).status).toBe(302);
    expect((await del(ada, view.id)).json()).toEqual({ deleted: true });
    for (const path of ['/gone-soon', '/']) {
      expect(await on('links.deleted-shop.com', path)).toMatchObject({
        status: 404,
        body: NEUTRAL,
      });
    }
    const links = await ada.get('/api/links');
    expect(JSON.stringify(links.json())).not.toContain('gone-soon');
  });
});

describe('hosts that are not served', () => {
  it.each([
    ['an unverified custom domain', 'links.unverified-shop.com'],
    ['a host nobody configured', 'evil.example.net'],
    ['the server address', '192.0.2.1:8080'],
  ])('%s: the neutral 404 for codes and pages', async (_label, host) => {
    const ada = await someone();
    await addDomain(ada, 'links.unverified-shop.com');
    await shorten(ada, { full_url: 'https://example.com/x', short_url: `hidden-${users}` });
    for (const path of [
      `/hidden-${users}`,
      '/',
      '/dashboard',
      '/api/links',
      '/api/custom-domains',
    ]) {
      expect(await on(host, path)).toMatchObject({ status: 404, body: NEUTRAL });
    }
  });
});

describe('the configured short domains (SHORT_DOMAINS)', () => {
  it('a link on the second short domain redirects on that host only', async () => {
    const ada = await someone('free');
    const url = await shorten(ada, {
      full_url: 'https://example.com/go',
      short_url: 'on-go-only',
      domain: 'go.kurz.link',
    });
    expect(url).toBe('https://go.kurz.link/on-go-only');
    for (let round = 0; round < 2; round++) {
      expect((await on('go.kurz.link', '/on-go-only')).location).toBe('https://example.com/go');
      expect((await on('www.go.kurz.link', '/on-go-only')).location).toBe('https://example.com/go');
      expect((await on('kurz.link', '/on-go-only')).status).toBe(404);
    }
    // On a short host that is not the app, pages go to the main site.
    expect(await on('go.kurz.link', '/dashboard')).toMatchObject({
      status: 302,
      location: 'https://app.kurz.test/',
    });
  });

  it.each([
    ['an unknown host', 'elsewhere.example.net', 400],
    ['an unverified custom domain of ours', 'links.pending-choice.com', 400],
  ])('refuses %s as the domain', async (_label, domain, status) => {
    const ada = await someone();
    await addDomain(ada, 'links.pending-choice.com');
    const created = await ada.post('/api/shorten', { full_url: 'https://example.com/', domain });
    expect(created.statusCode).toBe(status);
    expect(created.json().error).toBe(`Unknown short domain: ${domain}`);
  });

  it("refuses another user's verified domain, by name or by use_custom_domain", async () => {
    const ada = await someone();
    const bob = await someone();
    const view = await addVerifiedDomain(ada, w.dns, 'links.not-bobs.com');
    const byName = await bob.post('/api/shorten', {
      full_url: 'https://e.com/',
      domain: view.domain,
    });
    expect(byName.statusCode).toBe(400);
    const byId = await bob.post('/api/shorten', {
      full_url: 'https://e.com/',
      use_custom_domain: true,
      custom_domain_id: view.id,
    });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().error).toContain('No verified custom domain');
  });
});

describe('takeover by a fresh proof', () => {
  it("B's domain needs B's own TXT proof; then A's links stop and A's row is pending", async () => {
    const a = await someone();
    const b = await someone();
    const viewA = await addVerifiedDomain(a, w.dns, 'links.contested.com');
    await shorten(a, {
      full_url: 'https://example.com/a',
      short_url: 'a-link',
      use_custom_domain: true,
    });
    expect((await on('links.contested.com', '/a-link')).location).toBe('https://example.com/a');

    const viewB = await addDomain(b, 'links.contested.com');
    expect(viewB.verification_token).not.toBe(viewA.verification_token);
    const refused = await verify(b, viewB.id);
    expect(refused.json()).toMatchObject({ verified: false, domain: { status: 'pending' } });
    expect(refused.json().issues[0]).toContain('TXT record _kurz.links.contested.com');
    expect((await on('links.contested.com', '/a-link')).location).toBe('https://example.com/a');

    publishRecords(w.dns, viewB);
    expect((await verify(b, viewB.id)).json()).toMatchObject({ verified: true });
    expect((await on('links.contested.com', '/a-link')).status).toBe(404);
    const rowA = (await a.get('/api/custom-domains')).json().domains[0];
    expect(rowA).toMatchObject({ id: viewA.id, verified: false, status: 'pending' });
    await shorten(b, {
      full_url: 'https://example.com/b',
      short_url: 'b-link',
      use_custom_domain: true,
    });
    expect((await on('links.contested.com', '/b-link')).location).toBe('https://example.com/b');
    // A's links went with the domain: their codes are free for its new owner.
    await shorten(b, {
      full_url: 'https://example.com/b-again',
      short_url: 'a-link',
      use_custom_domain: true,
    });
    expect((await on('links.contested.com', '/a-link')).location).toBe(
      'https://example.com/b-again',
    );
    // A cannot take it back without the proof A no longer has.
    expect((await verify(a, viewA.id)).json()).toMatchObject({ verified: false });
    const refusedA = await a.post('/api/shorten', {
      full_url: 'https://example.com/a2',
      use_custom_domain: true,
    });
    expect(refusedA.statusCode).toBe(400);
  });
});

describe('a second process on the same database', () => {
  it('stops serving a domain deleted elsewhere within the change feed interval', async () => {
    const ada = await someone();
    const view = await addVerifiedDomain(ada, w.dns, 'links.two-process.com');
    await shorten(ada, {
      full_url: 'https://example.com/two',
      short_url: 'two-proc',
      use_custom_domain: true,
    });
    const other = await buildApp({
      config: w.t.config,
      db: w.t.db,
      log: pino({ level: 'silent' }),
    });
    // Requests that reach Fastify; the fast path answers before it, so a cached one is not here.
    let throughFastify = 0;
    other.addHook('onRequest', async () => {
      throughFastify += 1;
    });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const onOther = (path: string) => getWithHost(otherBase, 'links.two-process.com', path);
      expect((await onOther('/two-proc')).location).toBe('https://example.com/two');
      expect((await onOther('/two-proc')).location).toBe('https://example.com/two');
      expect(throughFastify).toBe(1);

      await del(ada, view.id);
      const deletedAt = performance.now();
      let answer = await onOther('/two-proc');
      // The link may go first (a plain 404 page), the domain a moment later (the neutral one).
      while (answer.body !== NEUTRAL && performance.now() - deletedAt < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await onOther('/two-proc');
      }
      expect(answer).toMatchObject({ status: 404, body: NEUTRAL });
      expect(performance.now() - deletedAt).toBeLessThan(2500);
      expect(await onOther('/')).toMatchObject({ status: 404, body: NEUTRAL });
    } finally {
      await other.close();
    }
  });

  it('starts serving a domain verified elsewhere within the change feed interval', async () => {
    const other = await buildApp({
      config: w.t.config,
      db: w.t.db,
      log: pino({ level: 'silent' }),
    });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const ada = await someone();
      await addVerifiedDomain(ada, w.dns, 'links.late-process.com');
      await shorten(ada, {
        full_url: 'https://example.com/late',
        short_url: 'late-code',
        use_custom_domain: true,
      });
      const verifiedAt = performance.now();
      let answer = await getWithHost(otherBase, 'links.late-process.com', '/late-code');
      while (answer.status !== 302 && performance.now() - verifiedAt < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await getWithHost(otherBase, 'links.late-process.com', '/late-code');
      }
      expect(answer.location).toBe('https://example.com/late');
      expect(performance.now() - verifiedAt).toBeLessThan(2500);
    } finally {
      await other.close();
    }
  });
});
