import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { APP_ORIGIN, type AuthClient, randomIp, signedInClient } from '../auth-client.js';

/**
 * Open redirects: every parameter that tells the server where to send a browser next
 * (better-auth's callback URLs, the OAuth state, the short-link host's bounce) with a
 * destination off the app's origin. Refused with 403 before anything is sent or stored.
 */

const HOSTILE_TARGETS = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  'https://app.kurz.test@evil.example/',
  'https://app.kurz.test.evil.example/',
  'http://app.kurz.test/user/dashboard',
  'https://app.kurz.test:8443/',
];

interface NavigatingParam {
  name: string;
  send: (target: string) => Promise<LightMyRequestResponse>;
  /** better-auth's error code for this parameter. */
  code: string;
}

let t: TestApp;
let ada: AuthClient;
const tally = new AttackTally();

beforeAll(async () => {
  t = await createTestApp({ GITHUB_CLIENT_ID: 'github-id', GITHUB_CLIENT_SECRET: 'github-secret' });
  ada = await signedInClient(t.app, 'ada@example.com');
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
});

/** Each case from its own address, so per-address limits never answer instead. */
function call(method: 'GET' | 'POST', url: string, payload?: object, cookie = '') {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });
}
const query = (target: string) => encodeURIComponent(target);
let mailbox = 0;
const freshEmail = () => `nobody-${++mailbox}@example.com`;

const PARAMS: NavigatingParam[] = [
  {
    name: 'sign-in/social callbackURL',
    code: 'INVALID_CALLBACK_URL',
    send: (to) => call('POST', '/api/auth/sign-in/social', { provider: 'github', callbackURL: to }),
  },
  {
    name: 'sign-in/social errorCallbackURL',
    code: 'INVALID_ERROR_CALLBACK_URL',
    send: (to) =>
      call('POST', '/api/auth/sign-in/social', {
        provider: 'github',
        callbackURL: '/user/dashboard',
        errorCallbackURL: to,
      }),
  },
  {
    name: 'sign-in/social newUserCallbackURL',
    code: 'INVALID_NEW_USER_CALLBACK_URL',
    send: (to) =>
      call('POST', '/api/auth/sign-in/social', {
        provider: 'github',
        callbackURL: '/user/dashboard',
        newUserCallbackURL: to,
      }),
  },
  {
    name: 'sign-in/email callbackURL',
    code: 'INVALID_CALLBACK_URL',
    send: (to) =>
      call('POST', '/api/auth/sign-in/email', {
        email: freshEmail(),
        password: 'Str0ng!pass',
        callbackURL: to,
      }),
  },
  {
    name: 'sign-up/email callbackURL',
    code: 'INVALID_CALLBACK_URL',
    send: (to) =>
      call('POST', '/api/auth/sign-up/email', {
        email: freshEmail(),
        password: 'Str0ng!pass',
        name: 'New',
        callbackURL: to,
      }),
  },
  {
    name: 'request-password-reset redirectTo',
    code: 'INVALID_REDIRECT_URL',
    send: (to) =>
      call('POST', '/api/auth/request-password-reset', { email: freshEmail(), redirectTo: to }),
  },
  {
    name: 'reset-password/:token callbackURL (the link in the mail)',
    code: 'INVALID_CALLBACK_URL',
    send: (to) => call('GET', `/api/auth/reset-password/some-token?callbackURL=${query(to)}`),
  },
  {
    name: 'verify-email callbackURL (the link in the mail)',
    code: 'INVALID_CALLBACK_URL',
    send: (to) => call('GET', `/api/auth/verify-email?token=some-token&callbackURL=${query(to)}`),
  },
  {
    name: 'send-verification-email callbackURL',
    code: 'INVALID_CALLBACK_URL',
    send: (to) =>
      call('POST', '/api/auth/send-verification-email', { email: freshEmail(), callbackURL: to }),
  },
  {
    name: 'change-email callbackURL',
    code: 'INVALID_CALLBACK_URL',
    send: (to) =>
      call(
        'POST',
        '/api/auth/change-email',
        { newEmail: freshEmail(), callbackURL: to },
        ada.cookieHeader,
      ),
  },
];

const CASES = PARAMS.flatMap((param) =>
  HOSTILE_TARGETS.map((target) => ({ name: `${param.name} = ${target}`, param, target })),
);

describe('open redirects through the auth callbacks', () => {
  it.each(CASES)('refuses $name', async ({ param, target }) => {
    tally.tried();
    const response = await param.send(target);
    // better-auth refuses a foreign target (403, its code); our forwarding refuses first what
    // is neither a path nor an http(s) URL (400), on the routes where better-auth would 500.
    expect([
      [403, param.code],
      [400, 'invalid_input'],
    ]).toContainEqual([response.statusCode, response.json().code]);
    expect(response.headers.location).toBeUndefined();
    tally.refused();
  });

  it.each(PARAMS)('accepts a path on the app for $name', async (param) => {
    const response = await param.send('/user/dashboard');
    expect(response.statusCode).not.toBe(403);
    const location = response.headers.location;
    if (typeof location === 'string' && !location.startsWith('https://github.com/')) {
      expect(new URL(location, APP_ORIGIN).origin).toBe(APP_ORIGIN);
    }
  });
});

describe('open redirects elsewhere', () => {
  it.each([
    ['a forged state', '/api/auth/callback/github?state=forged&code=x'],
    ['no state', '/api/auth/callback/github?code=x'],
    [
      'a state naming a foreign callback',
      `/api/auth/callback/github?state=${query('https://evil.example')}&code=x`,
    ],
  ])('the OAuth callback with %s stays on the app', async (_label, url) => {
    tally.tried();
    const response = await call('GET', url);
    expect(response.statusCode).toBeLessThan(500);
    const location = response.headers.location;
    if (typeof location === 'string') {
      expect(new URL(location, APP_ORIGIN).origin).toBe(APP_ORIGIN);
    }
    tally.refused();
  });

  it.each([
    '/api/anything?redirect=https://evil.example',
    '/auth?next=//evil.example',
    '/x/y?returnTo=https%3A%2F%2Fevil.example',
    '//evil.example/',
    '/\\evil.example',
  ])('the short-link host bounces %s to the main site only', async (url) => {
    tally.tried();
    const response = await t.app.inject({ url, headers: { host: 'kurz.link' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${APP_ORIGIN}/`);
    tally.refused();
  });
});
