import fs from 'node:fs';
import { API_MESSAGES } from '@kurz/shared';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../test/api-v1.generated.js';
import { API_V1_TYPES_FILE, apiV1Types } from '../../test/api-v1-types.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { registeredRoutes } from '../../test/registered-routes.js';

let t: TestApp;
let ada: AuthClient;
let secret: string;

/** A call as a script makes it: a Bearer key, no cookie, no Origin. */
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key = secret,
) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'app.kurz.test', authorization: `Bearer ${key}` },
    ...(payload && { payload }),
  });

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', {
    name: 'CI script',
    scopes: ['links:read', 'links:write', 'analytics:read'],
  });
  expect(created.statusCode).toBe(201);
  secret = created.json().secret;
});
afterAll(() => t.close());

describe('API keys', () => {
  it('shows the key once; the list shows its prefix only', async () => {
    expect(secret).toMatch(/^kurz_[\w-]{8}_[\w-]{32}$/);
    const { keys } = (await ada.get('/api/api-keys')).json();
    const key = keys.find((candidate: { name: string }) => candidate.name === 'CI script');
    expect(key).toMatchObject({
      revoked_at: null,
      scopes: ['links:read', 'links:write', 'analytics:read'],
    });
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(JSON.stringify(keys)).not.toContain(secret);
  });

  it('is for pro and higher', async () => {
    const bob = await signedInClient(t.app, 'bob@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'free' })
      .where('email', '=', 'bob@example.com')
      .execute();
    const refused = await bob.post('/api/api-keys', { name: 'x', scopes: ['links:read'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(API_MESSAGES.proOnly);
  });

  it('stops working once revoked', async () => {
    const created = (
      await ada.post('/api/api-keys', { name: 'short-lived', scopes: ['links:read'] })
    ).json();
    expect((await call('GET', '/api/v1/links', undefined, created.secret)).statusCode).toBe(200);
    expect((await ada.send('DELETE', `/api/api-keys/${created.key.id}`)).statusCode).toBe(200);
    const after = await call('GET', '/api/v1/links', undefined, created.secret);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: API_MESSAGES.invalidKey, code: 'unauthenticated' });
  });
});

describe('/api/v1', () => {
  it('refuses calls without a key, with a session cookie instead, or a key lacking the scope', async () => {
    const none = await t.app.inject({ url: '/api/v1/links', headers: { host: 'app.kurz.test' } });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(API_MESSAGES.missingKey);
    expect((await ada.get('/api/v1/links')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/links', undefined, 'kurz_guessed_key')).statusCode).toBe(
      401,
    );
    const domains = await call('GET', '/api/v1/domains');
    expect(domains.statusCode).toBe(403);
    expect(domains.json().error).toBe(API_MESSAGES.missingScope('domains:read'));
  });

  it('creates, reads, changes and deletes a link with the web app’s rules', async () => {
    const created = await call('POST', '/api/v1/links', {
      full_url: 'https://example.com/api',
      short_url: 'from-api',
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ short_url: 'from-api', short_link: 'https://kurz.link/from-api' });
    const redirect = await t.app.inject({ url: '/from-api', headers: { host: 'kurz.link' } });
    expect(redirect.headers.location).toBe('https://example.com/api');

    expect((await call('GET', `/api/v1/links/${link.id}`)).json().full_url).toBe(
      'https://example.com/api',
    );
    const changed = await call('PATCH', `/api/v1/links/${link.id}`, {
      full_url: 'https://example.com/v2',
    });
    expect(changed.json().full_url).toBe('https://example.com/v2');
    const page = (await call('GET', '/api/v1/links?search=from-api')).json();
    expect(page.links.map((l: { id: string }) => l.id)).toEqual([link.id]);
    expect((await call('DELETE', `/api/v1/links/${link.id}`)).json()).toEqual({ deleted: 1 });
    expect((await call('GET', `/api/v1/links/${link.id}`)).statusCode).toBe(404);
    const taken = await call('POST', '/api/v1/links', { full_url: 'javascript:alert(1)' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('creates in bulk with a result per item', async () => {
    const response = await call('POST', '/api/v1/links/bulk', {
      links: [
        { full_url: 'https://example.com/1', short_url: 'bulk-one' },
        { full_url: 'not a url' },
        { full_url: 'https://example.com/3', short_url: 'bulk-one' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 1, failed: 2 });
    expect(body.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false]);
    expect(body.results[2].error.code).toBe('already_exists');
    const tooMany = await call('POST', '/api/v1/links/bulk', {
      links: Array.from({ length: 101 }, (_, i) => ({ full_url: `https://example.com/${i}` })),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every /api/v1 route, nothing else', async () => {
    const response = await t.app.inject({
      url: '/api/v1/openapi.json',
      headers: { host: 'app.kurz.test' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const v1 = registeredRoutes(t.app)
      .filter(
        ({ method, path }) =>
          method !== 'HEAD' && path.startsWith('/api/v1/') && path !== '/api/v1/openapi.json',
      )
      .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    expect(v1.length).toBeGreaterThan(10);
    expect(documented.sort()).toEqual(v1.sort());
  });
});

describe('limits and idempotency', () => {
  it('tells every answer its limits in the IETF RateLimit headers', async () => {
    const response = await call('GET', '/api/v1/links');
    expect(response.headers['ratelimit-policy']).toMatch(
      /^"minute";q=120;w=60, "month";q=10000;w=\d+$/,
    );
    expect(response.headers.ratelimit).toMatch(/^"minute";r=\d+;t=\d+$/);
  });

  it('refuses past the monthly quota with 429 and Retry-After, and counts the refusal', async () => {
    const created = (
      await ada.post('/api/api-keys', { name: 'quota', scopes: ['links:read'] })
    ).json();
    const day = new Date().toISOString().slice(0, 10);
    const { id: userId } = (await ada.get('/api/profile')).json();
    await t.db.kysely
      .insertInto('api_usage')
      .values({ key_id: created.key.id, user_id: userId, day, calls: 20_000 })
      .execute();
    const refused = await call('GET', '/api/v1/links', undefined, created.secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toBe(API_MESSAGES.monthly(10_000));
    const usage = (await ada.get('/api/api-usage')).json();
    expect(usage).toMatchObject({ limit: 10_000, per_minute: 120 });
    expect(usage.used).toBeGreaterThanOrEqual(20_000);
    expect(usage.keys.find((key: { id: string }) => key.id === created.key.id)).toMatchObject({
      calls: 20_000,
      refused: 1,
    });
    expect(usage.days.at(-1).day).toBe(day);
    await t.db.kysely.deleteFrom('api_usage').where('key_id', '=', created.key.id).execute();
  });

  it('answers a retried POST with the first answer, and refuses the key for another body', async () => {
    const send = (payload: object, key = 'retry-0001') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/links',
        headers: {
          host: 'app.kurz.test',
          authorization: `Bearer ${secret}`,
          'idempotency-key': key,
        },
        payload,
      });
    const first = await send({ full_url: 'https://example.com/once' });
    expect(first.statusCode).toBe(201);
    const again = await send({ full_url: 'https://example.com/once' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await send({ full_url: 'https://example.com/other' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(API_MESSAGES.idempotencyMismatch);
    const page = (await call('GET', '/api/v1/links?search=once')).json();
    expect(page.links).toHaveLength(1);
  });
});

describe('through a client generated from the OpenAPI document', () => {
  it('has its types up to date with the document (else: npm run api:types)', async () => {
    expect(await apiV1Types(t.app)).toBe(fs.readFileSync(API_V1_TYPES_FILE, 'utf8'));
  });

  it('creates, lists and deletes a link as a script would', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createClient<paths>({
      baseUrl: address,
      headers: { authorization: `Bearer ${secret}` },
    });
    const created = await client.POST('/api/v1/links', {
      body: { full_url: 'https://example.com/typed', short_url: 'typed-client' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? '';
    const listed = await client.GET('/api/v1/links', {
      params: { query: { search: 'typed-client' } },
    });
    expect(listed.data?.links.map((link) => link.id)).toEqual([id]);
    const missing = await client.GET('/api/v1/links/{id}', {
      params: { path: { id: 'no-such-link' } },
    });
    expect(missing.response.status).toBe(404);
    const deleted = await client.DELETE('/api/v1/links/{id}', { params: { path: { id } } });
    expect(deleted.data).toEqual({ deleted: 1 });
  });
});
