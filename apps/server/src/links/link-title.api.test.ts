import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';

/** POST /api/links/title: a destination's title through the SSRF-safe fetcher. */
let t: TestApp | undefined;
let ada: AuthClient;
let site: LoopbackServer;
/** No connection may reach it: its port is not in the test's policy. */
let trap: LoopbackServer;

const PAGES: Record<string, { type: string; body: string }> = {
  '/title': {
    type: 'text/html; charset=utf-8',
    body: '<title>Tom &amp; Jerry&#39;s   page</title>',
  },
  '/og': {
    type: 'text/html',
    body: '<head><title>Shop | Big Site</title><meta property="og:title" content="Caf&eacute; &ndash; &quot;Menu&quot;"></head>',
  },
  '/json': { type: 'application/json', body: '{"title":"not a page"}' },
  '/huge': {
    type: 'text/html',
    body: `<html><head>${'<meta name="x" content="padding">'.repeat(20_000)}<title>Too far</title>`,
  },
  '/none': { type: 'text/html', body: '<html><body>No title here</body></html>' },
};

beforeEach(async () => {
  trap = await startLoopbackServer();
  site = await startLoopbackServer((request, response) => {
    const page = PAGES[request.url];
    if (!page) return response.writeHead(404).end('<title>Not found</title>');
    response.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await Promise.all([site.close(), trap.close()]);
});

async function start(probe: 'on' | 'off') {
  const safeFetch = createSafeFetch({
    resolve: resolverOf({ 'site.invalid': '127.0.0.1', 'sneaky.invalid': '127.0.0.1' }),
    policy: allowOnly(site),
    timeoutMs: 1_000,
  });
  t = await createTestApp({ DESTINATION_PROBE: probe }, { safeFetch });
  ada = await signedInClient(t.app, 'ada@example.com');
}

const titleOf = (url: string) => ada.post('/api/links/title', { url });

describe('POST /api/links/title with DESTINATION_PROBE=on', () => {
  it.each([
    ['a <title> with entities', '/title', "Tom & Jerry's page"],
    ['og:title before <title>', '/og', 'Café – "Menu"'],
    ['a page that is not HTML', '/json', null],
    ['a title past the bytes read', '/huge', null],
    ['a page without a title', '/none', null],
    ['a missing page', '/missing', null],
  ])('answers %s', async (_label, path, title) => {
    await start('on');
    const response = await titleOf(`http://site.invalid:${site.port}${path}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ title });
  });

  it.each([
    ['a loopback address', () => `http://127.0.0.1:${trap.port}/`],
    ['a name that resolves to loopback', () => `http://sneaky.invalid:${trap.port}/`],
    ['a private address', () => `http://10.0.0.1:${trap.port}/`],
    ['a name that does not resolve', () => 'https://nowhere.invalid/'],
    ['not a URL', () => 'javascript:alert(1)'],
  ])('answers null for %s without connecting to it', async (_label, url) => {
    await start('on');
    const response = await titleOf(url());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: null });
    expect(trap.accepted).toBe(0);
  });

  it('tells the web it may ask, asks for a session and refuses a body without a url', async () => {
    await start('on');
    const domains = await t?.app.inject({ url: '/api/short-domains' });
    expect(domains?.json().fetches_titles).toBe(true);
    const anonymous = await t?.app.inject({
      method: 'POST',
      url: '/api/links/title',
      payload: { url: 'http://site.invalid/' },
    });
    expect(anonymous?.statusCode).toBe(401);
    expect((await ada.post('/api/links/title', {})).statusCode).toBe(400);
  });
});

describe('POST /api/shorten with DESTINATION_PROBE=on', () => {
  const created = async (body: object) => {
    const made = await ada.post('/api/shorten', body);
    expect(made.statusCode, made.body).toBe(200);
    return (await ada.get(`/api/links/${made.json().id}`)).json().title;
  };

  it("takes the page's title from the probe's one fetch when none is given", async () => {
    await start('on');
    expect(await created({ full_url: `http://site.invalid:${site.port}/og` })).toBe(
      'Café – "Menu"',
    );
    expect(site.requests.map((r) => r.url)).toEqual(['/og']);
  });

  it('keeps a title given, and none when null says so', async () => {
    await start('on');
    const url = `http://site.invalid:${site.port}/title`;
    expect(await created({ full_url: url, title: 'Mine' })).toBe('Mine');
    expect(await created({ full_url: url, title: null })).toBeNull();
    expect(await created({ full_url: `http://site.invalid:${site.port}/json` })).toBeNull();
  });
});

describe('POST /api/links/title with DESTINATION_PROBE=off', () => {
  it('answers 404 without fetching, and the web is told not to ask', async () => {
    await start('off');
    const response = await titleOf(`http://site.invalid:${site.port}/title`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Page titles are not fetched on this server');
    expect(site.requests).toEqual([]);
    const domains = await t?.app.inject({ url: '/api/short-domains' });
    expect(domains?.json().fetches_titles).toBe(false);
  });
});
