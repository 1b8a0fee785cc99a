import { shortenErrorMessage } from '@kurz/shared';
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

const NOT_ACCESSIBLE = { error: 'Invalid URL or not accessible', code: 'invalid_input' };

let t: TestApp | undefined;
let ada: AuthClient;
/** No connection may reach it unless a test's policy names its exact port. */
let trap: LoopbackServer;
/** A destination that answers; its status is set per test. */
let site: LoopbackServer;
let siteStatus: number;
/** A loopback port where nothing listens (allowed, so the connection is refused). */
let closed: { host: string; port: number };

beforeEach(async () => {
  trap = await startLoopbackServer();
  siteStatus = 200;
  const gone = await startLoopbackServer();
  await gone.close();
  closed = { host: gone.host, port: gone.port };
  site = await startLoopbackServer((_request, response) =>
    response.writeHead(siteStatus).end('<title>Site</title>'),
  );
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await Promise.all([trap.close(), site.close()]);
});

const resolve = () => resolverOf({ 'site.invalid': '127.0.0.1', 'sneaky.invalid': '127.0.0.1' });

async function start(probe: 'on' | 'off', dns = resolve()) {
  const safeFetch = createSafeFetch({
    resolve: dns,
    policy: allowOnly(site, closed),
    timeoutMs: 1_000,
  });
  t = await createTestApp({ DESTINATION_PROBE: probe }, { safeFetch });
  ada = await signedInClient(t.app, 'ada@example.com');
}

const shorten = (payload: object) => ada.post('/api/shorten', payload);

describe('POST /api/shorten with DESTINATION_PROBE=on', () => {
  it('creates the link when the destination answers, after fetching it once', async () => {
    await start('on');
    const response = await shorten({ full_url: `http://site.invalid:${site.port}/page` });
    expect(response.statusCode).toBe(200);
    expect(site.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /page']);
  });

  it.each([
    ['a loopback address', () => `http://127.0.0.1:${trap.port}/`],
    ['a name that resolves to loopback', () => `http://sneaky.invalid:${trap.port}/`],
    ['a private address', () => `http://192.168.0.1:${trap.port}/`],
  ])('refuses %s with 400 without connecting to it', async (_label, url) => {
    await start('on');
    const response = await shorten({ full_url: url() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NOT_ACCESSIBLE);
    expect(trap.accepted).toBe(0);
  });

  it.each([
    ['a name that does not resolve', () => 'https://nowhere.invalid/'],
    ['a port where nothing listens', () => `http://site.invalid:${closed.port}/`],
    ['a page that is not there (404)', () => `http://site.invalid:${site.port}/gone`, 404],
    ['a page that is gone (410)', () => `http://site.invalid:${site.port}/gone`, 410],
  ])('refuses %s with 400', async (_label, url, status = 200) => {
    siteStatus = status;
    await start('on');
    const response = await shorten({ full_url: url() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NOT_ACCESSIBLE);
  });

  it('accepts a guarded page (403): the server is there', async () => {
    siteStatus = 403;
    await start('on');
    const response = await shorten({ full_url: `http://site.invalid:${site.port}/private` });
    expect(response.statusCode).toBe(200);
  });

  it("answers in the wording the web's catalogue maps", async () => {
    await start('on');
    const response = await shorten({ full_url: 'https://nowhere.invalid/' });
    expect(shortenErrorMessage(response.json().error)).toBe(
      "The URL you entered is not accessible. Please check that it's correct and try again.",
    );
  });

  it('does not fetch the destination for a check_only dry run', async () => {
    const dns = resolve();
    await start('on', dns);
    const response = await shorten({
      full_url: `http://site.invalid:${site.port}/`,
      short_url: 'dry-run',
      check_only: true,
    });
    expect(response.statusCode).toBe(200);
    expect(dns.calls).toEqual([]);
    expect(site.accepted).toBe(0);
  });
});

describe('POST /api/shorten with the probe off (the default)', () => {
  it('shortens without any lookup or connection', async () => {
    const dns = resolve();
    await start('off', dns);
    for (const url of ['https://nowhere.invalid/', `http://site.invalid:${site.port}/`]) {
      expect((await shorten({ full_url: url })).statusCode).toBe(200);
    }
    expect(dns.calls).toEqual([]);
    expect(site.accepted).toBe(0);
  });
});
