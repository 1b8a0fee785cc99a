import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onShortHost = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { host: 'kurz.link' } });

describe('health', () => {
  it('answers /healthz and /readyz with 200 on every host', async () => {
    for (const host of ['app.kurz.test', 'kurz.link']) {
      const health = await t.app.inject({ url: '/healthz', headers: { host } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ url: '/readyz', headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    }
  });
});

describe('host routing on a short-link host', () => {
  it.each([
    ['an invalid code', '/!!bad'],
    ['a code ending in a hyphen', '/abc-'],
    ['the root', '/'],
    ['a nested path', '/abcdefgh/more'],
    ['an API path', '/api/shorten'],
    ['a reserved word', '/pricing'],
    ['an invalid code with a query', '/!!bad?utm=x'],
  ])('sends %s to the main site', async (_label, url) => {
    const response = await onShortHost(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://app.kurz.test/');
  });

  it('does the same for the www. variant and any letter case', async () => {
    const response = await t.app.inject({
      url: '/!!bad',
      headers: { host: 'WWW.Go.Kurz.Link:443' },
    });
    expect(response.headers.location).toBe('https://app.kurz.test/');
  });

  it('keeps a valid code on the short host', async () => {
    const response = await onShortHost('/my-link');
    expect(response.headers.location).toBeUndefined();
  });

  it('sends writes to the main site rather than serving them, but for a code (a protected link’s password)', async () => {
    expect((await onShortHost('/api/contact', 'POST')).statusCode).toBe(302);
    expect((await onShortHost('/my-link/more', 'POST')).statusCode).toBe(302);
    // No such link: the short host's Link Not Found page.
    expect((await onShortHost('/my-link', 'POST')).statusCode).toBe(404);
  });

  it('keeps a code’s preview on the short host', async () => {
    const response = await onShortHost('/my-link+');
    expect(response.headers.location).toBeUndefined();
    expect(response.statusCode).toBe(404);
  });
});

describe('the app host', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nope', headers: { host: 'app.kurz.test' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('serves pages with 503 and a hint when the web app is not built', async () => {
    const response = await t.app.inject({ url: '/pricing', headers: { host: 'app.kurz.test' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('URLs the router cannot read', () => {
  // Fastify's router answered these itself, with its FST_ code and the path echoed.
  it.each([
    ['a malformed percent-encoding', '/%ff', 400, 'The URL is not valid'],
    ['a lone percent sign', '/api/links/%', 400, 'The URL is not valid'],
    ['a parameter over its length', `/${'x'.repeat(10_000)}`, 414, 'The URL is too long'],
  ])('answers %s in our own shape', async (_label, url, status, error) => {
    for (const host of ['app.kurz.test', 'kurz.link']) {
      const response = await t.app.inject({ url, headers: { host } });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error, code: 'invalid_input' });
    }
  });
});

describe('every response', () => {
  it('carries security headers and a CSP', async () => {
    const response = await t.app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const bad = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b<script>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness', () => {
  it('answers 503 when the database is gone', async () => {
    const own = await createTestApp();
    await own.db.kysely.destroy();
    const response = await own.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await own.close();
  });
});
