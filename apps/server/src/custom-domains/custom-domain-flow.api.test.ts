import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { startZoneDns, type ZoneDns } from '../../test/zone-dns.js';

const PROXY = 'edge.kurz-proxy.net';
let dns: ZoneDns;
let t: TestApp;
let ada: AuthClient;

beforeEach(async () => {
  dns = await startZoneDns();
  t = await createTestApp({
    DNS_SERVERS: dns.server,
    PROXY_HOST: PROXY,
    PROXY_IPS: '203.0.113.10',
  });
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'premium' }).execute();
});
afterEach(async () => {
  await t.close();
  await dns.close();
});

const onHost = (host: string, url: string) =>
  t.app.inject({ url, headers: { host }, remoteAddress: '198.51.100.7' });

describe('a custom domain from adding to serving', () => {
  it('is added pending, verified once its records are in DNS, then redirects its own links', async () => {
    const added = await ada.post('/api/custom-domains', {
      domain: 'https://Links.Acme-Shop.com/x',
    });
    expect(added.statusCode).toBe(201);
    const domain = added.json().domain;
    expect(domain).toMatchObject({
      domain: 'links.acme-shop.com',
      verified: false,
      status: 'pending',
    });
    expect(domain.records.map((record: { type: string }) => record.type)).toEqual(['TXT', 'CNAME']);

    const early = await ada.send('PUT', '/api/custom-domains', {
      domain_id: domain.id,
      action: 'verify',
    });
    expect(early.json()).toMatchObject({ verified: false });
    expect(early.json().issues[0]).toContain('Subdomain not found');
    expect((await onHost('links.acme-shop.com', '/anything')).statusCode).toBe(404);

    dns.zone.set('links.acme-shop.com', { CNAME: PROXY });
    dns.zone.set(`_kurz.links.acme-shop.com`, { TXT: [domain.verification_token] });
    const verified = await ada.send('PUT', '/api/custom-domains', {
      domain_id: domain.id,
      action: 'verify',
    });
    expect(verified.json()).toMatchObject({ verified: true, issues: [] });

    const created = await ada.post('/api/shorten', {
      full_url: 'https://example.com/spring-sale',
      short_url: 'spring-sale',
      use_custom_domain: true,
    });
    expect(created.body).toContain('shortened_url');
    expect(created.statusCode).toBe(200);
    expect(created.json().shortened_url).toBe('http://links.acme-shop.com/spring-sale');

    for (let i = 0; i < 2; i++) {
      // Both through Fastify (inject skips the fast path): the second from the cache it filled.
      // custom-domain-serving.api.test.ts sends them over a socket, where the fast path answers.
      const redirect = await onHost('links.acme-shop.com', '/spring-sale');
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe('https://example.com/spring-sale');
    }
    expect((await onHost('kurz.link', '/spring-sale')).statusCode).toBe(404);
    const root = await onHost('links.acme-shop.com', '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('https://app.kurz.test/');
    expect((await onHost('links.acme-shop.com', '/api/custom-domains')).body).toBe('Not Found\n');

    const deleted = await ada.send('PUT', '/api/custom-domains', {
      domain_id: domain.id,
      action: 'delete',
    });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await onHost('links.acme-shop.com', '/spring-sale')).statusCode).toBe(404);
  });

  it('serves nothing on a host nobody configured', async () => {
    const response = await onHost('evil.example.net', '/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not Found\n');
  });
});
