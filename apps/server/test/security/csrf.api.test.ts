import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { APP_ORIGIN, type AuthClient, signedInClient } from '../auth-client.js';
import { registeredRoutes } from '../registered-routes.js';

/**
 * CSRF: every write the server registers, sent with a real session cookie the way another
 * site could make a browser send it, is refused before any handler runs; the same write
 * from the app's own origin gets through the guard. The complement (the app's origins and
 * Referer, writes without cookies) is in http/cross-site-guard.api.test.ts.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** better-auth's writes behind `/api/auth/*` (the one wildcard route). */
const AUTH_WRITES = [
  'sign-up/email',
  'sign-in/email',
  'sign-in/social',
  'sign-out',
  'change-password',
  'change-email',
  'request-password-reset',
  'reset-password',
  'send-verification-email',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'delete-user',
  'link-social',
  'unlink-account',
  'update-user',
].map((path) => `/api/auth/${path}`);
const SAMPLE_PARAMS: Record<string, string> = {
  ':id': 'sample-id',
  ':kind': 'contact-messages',
  ':code': 'sample',
};

const CROSS_SITE: [string, Record<string, string>][] = [
  ['no Origin and no Referer', {}],
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['a foreign Referer and no Origin', { referer: 'https://evil.example/form' }],
  ['the app origin on another port', { origin: 'https://app.kurz.test:8443' }],
  ['the app host over http', { origin: 'http://app.kurz.test' }],
  ['a null Origin', { origin: 'null' }],
  ['a look-alike Origin', { origin: 'https://app.kurz.test.evil.example' }],
  ['a short-link host as Origin', { origin: 'https://kurz.link' }],
  ['Sec-Fetch-Site cross-site', { origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' }],
];

let t: TestApp;
let ada: AuthClient;
const tally = new AttackTally();

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
});

/** A key-only route's answer without a key: 401, or 403 where its dialect answers so (YOURLS, Bitly). */
const noKeyStatus = (url: string) =>
  url === '/yourls-api.php' || url.startsWith('/v4/') ? 403 : 401;

/** Routes that take a key in a header alone and read no cookie (route config `isKeyOnly`). */
function keyOnlyRoutes(): Set<string> {
  return new Set(
    t.app.registeredRoutes
      .filter((route) => route.config?.isKeyOnly)
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)),
  );
}

/**
 * 'POST /api/links/:id' → 'POST /api/links/sample-id'; the auth wildcard → its writes.
 * `keyOnly`: the writes of the routes a cookie cannot authenticate, instead of the others.
 */
function writeRequests(keyOnly = false): { method: string; url: string }[] {
  const keyOnlyRoute = keyOnlyRoutes();
  return registeredRoutes(t.app)
    .filter((route) => !SAFE_METHODS.has(route.method))
    .filter((route) => keyOnlyRoute.has(`${route.method} ${route.path}`) === keyOnly)
    .flatMap(({ method, path }) => {
      if (path.includes('*')) return AUTH_WRITES.map((url) => ({ method, url }));
      const url = path.replace(/:\w+/g, (param) => SAMPLE_PARAMS[param] ?? 'sample');
      return [{ method, url }];
    });
}

describe('every cookie-authenticated write', () => {
  it('walks the registered routes, auth wildcard included', () => {
    expect(t.app.findRoute({ method: 'POST', url: '/api/auth/*' })).not.toBeNull();
    const urls = writeRequests().map((request) => `${request.method} ${request.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/shorten',
        'PATCH /api/links/sample-id',
        'DELETE /api/links/sample-id',
        'POST /api/auth/sign-out',
      ]),
    );
    expect(urls.length).toBeGreaterThan(30);
  });

  it('is refused from another site, however the request is dressed', async () => {
    const requests = writeRequests();
    const failures: string[] = [];
    for (const { method, url } of requests) {
      for (const [label, headers] of CROSS_SITE) {
        tally.tried();
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          payload: {},
          headers: { host: 'app.kurz.test', cookie: ada.cookieHeader, ...headers },
        });
        const isRefused =
          response.statusCode === 403 && response.json().error === 'Cross-site request refused';
        if (isRefused) tally.refused();
        else failures.push(`${method} ${url} with ${label}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing got through: ada is still signed in.
    expect((await ada.session())?.user.email).toBe('ada@example.com');
  });

  it('reaches nothing with a cookie alone on the routes that take only a key', async () => {
    const requests = writeRequests(true);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'POST /api/v2/links',
    );
    const failures: string[] = [];
    for (const { method, url } of requests) {
      for (const [label, headers] of CROSS_SITE) {
        tally.tried();
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          payload: {
            target: 'https://example.com/forged',
            url: 'https://example.com/forged',
            long_url: 'https://example.com/forged',
          },
          headers: { host: 'app.kurz.test', cookie: ada.cookieHeader, ...headers },
        });
        if (response.statusCode === noKeyStatus(url)) tally.refused();
        else failures.push(`${method} ${url} with ${label}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    const forged = t.db.kysely
      .selectFrom('links')
      .select('id')
      .where('url', '=', 'https://example.com/forged');
    expect(await forged.execute()).toEqual([]);
  });

  it('passes the guard from the app origin', async () => {
    const failures: string[] = [];
    for (const { method, url } of writeRequests()) {
      // A cookie that names no session: the guard checks the origin, not who is signed in.
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        payload: {},
        headers: {
          host: 'app.kurz.test',
          origin: APP_ORIGIN,
          'sec-fetch-site': 'same-origin',
          cookie: 'kurz.session_token=not-a-session',
        },
      });
      if (response.statusCode === 403 && response.json().error === 'Cross-site request refused') {
        failures.push(`${method} ${url}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
