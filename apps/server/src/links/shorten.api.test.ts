import { randomUUID } from 'node:crypto';
import { DESTINATION_MESSAGES, MAX_DESTINATION_LENGTH } from '@kurz/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { useWebDist } from '../../test/web-dist.js';

const webDist = useWebDist();
let t: TestApp;
let ada: AuthClient;

/** Ada signed up once; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  const env = { WEB_DIST_DIR: webDist.dir, BLOCKED_HOSTS: 'phish.example' };
  template = await testAppTemplate(env, {}, (first) =>
    signedInClient(first.app, 'ada@example.com'),
  );
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const shorten = (payload: object, client = ada) => client.post('/api/shorten', payload);

describe('POST /api/shorten', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shorten',
      payload: { full_url: 'https://example.com' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('creates a generated 8-character code on the default short domain', async () => {
    const response = await shorten({ full_url: 'https://example.com/a very/long?path=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().shortened_url).toMatch(/^https:\/\/kurz\.link\/[A-Za-z0-9]{8}$/);
  });

  it('creates a custom code, trimmed, and redirects it on short and app hosts', async () => {
    const created = await shorten({
      full_url: 'https://example.com/docs',
      short_url: '  my-link ',
    });
    expect(created.json().shortened_url).toBe('https://kurz.link/my-link');
    for (const host of ['kurz.link', 'www.kurz.link', 'app.kurz.test']) {
      const response = await t.app.inject({ url: '/my-link', headers: { host } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://example.com/docs');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it.each([
    ['no full_url', {}, 'full_url is required'],
    ['an empty full_url', { full_url: '  ' }, 'full_url is required'],
    [
      'a javascript: URL',
      { full_url: 'javascript:alert(1)' },
      'Only http:// and https:// URLs can be shortened',
    ],
    [
      'a data: URL',
      { full_url: 'data:text/html,hi' },
      'Only http:// and https:// URLs can be shortened',
    ],
    [
      'a file: URL',
      { full_url: 'file:///etc/passwd' },
      'Only http:// and https:// URLs can be shortened',
    ],
    [
      'credentials in the URL',
      { full_url: 'https://me:pw@example.com' },
      'URLs with a user name or password cannot be shortened',
    ],
    [
      'an overlong URL',
      { full_url: `https://example.com/${'x'.repeat(2100)}` },
      'URL is too long (at most 2048 characters)',
    ],
    [
      'our own short domain',
      { full_url: 'https://kurz.link/abcdefgh' },
      'URLs on our own short domains cannot be shortened again',
    ],
    [
      'our app host',
      { full_url: 'https://app.kurz.test/pricing' },
      'URLs on our own short domains cannot be shortened again',
    ],
    ['a blocked host', { full_url: 'https://login.phish.example/' }, 'This destination is blocked'],
    [
      'a code too short',
      { full_url: 'https://example.com', short_url: 'abc' },
      'Custom short URL must be at least 6 characters',
    ],
    [
      'a code with punctuation',
      { full_url: 'https://example.com', short_url: 'my!link' },
      'Custom short URL may use letters, digits, hyphens and underscores, and must start and end with a letter or digit',
    ],
    [
      'a reserved code',
      { full_url: 'https://example.com', short_url: 'pricing' },
      'This short URL is reserved. Please choose a different one.',
    ],
  ])('refuses %s with a clear 400', async (_label, payload, error) => {
    const response = await shorten(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it("refuses a code that is taken with the spec's 'already exists'", async () => {
    await shorten({ full_url: 'https://example.com/1', short_url: 'taken-code' });
    const response = await shorten({ full_url: 'https://example.com/2', short_url: 'taken-code' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Short URL already exists', code: 'already_exists' });
  });

  it('treats codes as case-sensitive', async () => {
    await shorten({ full_url: 'https://example.com/lower', short_url: 'mylink' });
    const upper = await shorten({ full_url: 'https://example.com/upper', short_url: 'MyLink' });
    expect(upper.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/MyLink', headers: { host: 'kurz.link' } })).headers.location,
    ).toBe('https://example.com/upper');
  });

  it('lets 1 of 20 simultaneous creates of one code win; the rest get already exists', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        shorten({ full_url: `https://example.com/${i}`, short_url: 'race-code' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const losers = responses.filter((response) => response.statusCode !== 200);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.json().error).toBe('Short URL already exists');
  });

  it('answers a dry run with check_only without creating anything', async () => {
    const dry = await shorten({
      full_url: 'https://example.com',
      short_url: 'dry-run-1',
      check_only: true,
    });
    expect(dry.json()).toEqual({ available: true });
    expect(
      (await t.app.inject({ url: '/dry-run-1', headers: { host: 'kurz.link' } })).statusCode,
    ).toBe(404);
  });

  it('takes a destination of exactly MAX_DESTINATION_LENGTH characters and refuses one more', async () => {
    const url = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
    const atLimit = await shorten({ full_url: url(MAX_DESTINATION_LENGTH) });
    expect(atLimit.statusCode).toBe(200);
    const over = await shorten({ full_url: url(MAX_DESTINATION_LENGTH + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(DESTINATION_MESSAGES.too_long);
  });

  it('refuses a user_id that is not the signed-in user', async () => {
    const response = await shorten({ full_url: 'https://example.com', user_id: randomUUID() });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a free user's 101st link of the month", async () => {
    const profile = (await ada.get('/api/profile')).json();
    const now = Date.now();
    await t.db.kysely
      .insertInto('links')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          id: randomUUID(),
          domain: 'kurz.link',
          code: `quota-${i}-x`,
          url: 'https://example.com',
          user_id: profile.id,
          org_id: null,
          custom_domain_id: null,
          redirect_type: 302 as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await shorten({ full_url: 'https://example.com/101' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'quota_exceeded' });
    expect(response.json().error).toMatch(/Monthly URL limit reached \(100\)/);
  });
});

describe('POST /api/check-availability', () => {
  const check = (short_url: string) =>
    t.app.inject({ method: 'POST', url: '/api/check-availability', payload: { short_url } });

  it('answers free, taken, blank and invalid codes', async () => {
    await shorten({ full_url: 'https://example.com', short_url: 'is-taken' });
    expect((await check('free-code')).json()).toEqual({ available: true });
    expect((await check(' is-taken ')).json()).toEqual({
      available: false,
      error: 'This short URL is already taken',
    });
    expect((await check('   ')).json()).toEqual({ available: true });
    expect((await check('no')).json()).toMatchObject({ available: false });
  });
});

describe('redirects', () => {
  it('answer an unknown code with 404 and the not-found page, the same as a never-created one', async () => {
    // On a short-link host the page stands alone (the app cannot run there); on an app
    // host it is the app's (redirect/link-not-found.api.test.ts).
    const response = await t.app.inject({ url: '/nothing-here', headers: { host: 'kurz.link' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Link Not Found</h1>');
    const onApp = await t.app.inject({ url: '/nothing-here', headers: { host: 'app.kurz.test' } });
    expect(onApp.statusCode).toBe(404);
    expect(onApp.body).toContain('<div id="root">');
  });

  it('reach a code at once after it is created, even if it was just probed', async () => {
    expect(
      (await t.app.inject({ url: '/fresh-code', headers: { host: 'kurz.link' } })).statusCode,
    ).toBe(404);
    await shorten({ full_url: 'https://example.com/fresh', short_url: 'fresh-code' });
    expect(
      (await t.app.inject({ url: '/fresh-code', headers: { host: 'kurz.link' } })).statusCode,
    ).toBe(302);
  });

  it('let app routes through on the app host', async () => {
    const response = await t.app.inject({ url: '/pricing', headers: { host: 'app.kurz.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answer HEAD with the redirect too', async () => {
    await shorten({ full_url: 'https://example.com/head', short_url: 'head-code' });
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/head-code',
      headers: { host: 'kurz.link' },
    });
    expect(response.statusCode).toBe(302);
  });

  it('rate-limit probing of unknown codes per client', async () => {
    const statuses = [];
    for (let i = 0; i < 125; i++) {
      const response = await t.app.inject({
        url: `/probe-${i}-x`,
        headers: { host: 'kurz.link' },
        remoteAddress: '198.51.100.200',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(120).every((status) => status === 429)).toBe(true);
  });

  it('GET /api/redirect answers the target, 404, or Invalid URL format', async () => {
    await shorten({ full_url: 'https://example.com/api', short_url: 'api-code' });
    const ok = await t.app.inject({
      url: '/api/redirect?code=api-code',
      headers: { host: 'app.kurz.test' },
    });
    expect(ok.json()).toEqual({ redirect: true, url: 'https://example.com/api' });
    const missing = await t.app.inject({
      url: '/api/redirect?code=not-there',
      headers: { host: 'app.kurz.test' },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({ url: '/api/redirect', headers: { host: 'app.kurz.test' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid URL format');
  });
});
