import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { APP_ORIGIN } from '../../test/auth-client.js';

// Real HTTP: inject normalises the path before the router sees it, a socket does not.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

/** POSTs JSON to `path` sent exactly as written, from `clientIp` (a trusted forward). */
function postRaw(path: string, body: object, clientIp: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          host: 'app.kurz.test',
          origin: APP_ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': clientIp,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

// Spellings that URL parsing, and so better-auth, reads as the plain path.
const spellings = (path: string) => [
  `/api/auth/./${path}`,
  `/api/auth/%2e/${path}`,
  `/api/auth/${path}#x`,
  `/api/auth/${path}`,
];

it('counts guesses at other spellings of the sign-in path against the account', async () => {
  const statuses = [];
  const paths = spellings('sign-in/email');
  // One address per guess, so only the per-account limit (10 per 15 minutes) can refuse.
  for (let i = 0; i < 11; i++) {
    const body = { email: 'spelled@example.com', password: `guess-${i}` };
    statuses.push(await postRaw(paths[i % paths.length] as string, body, `203.0.113.${150 + i}`));
  }
  // Each spelling reached better-auth (a wrong password, not a missing route), and counted.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
}, 30_000);

it('counts reset requests at other spellings of the path against the account', async () => {
  const statuses = [];
  const paths = spellings('request-password-reset');
  for (let i = 0; i < 4; i++) {
    const body = {
      email: 'reset-spelled@example.com',
      redirectTo: `${APP_ORIGIN}/auth?mode=reset-password`,
    };
    statuses.push(await postRaw(paths[i] as string, body, `203.0.113.${170 + i}`));
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
});

it('answers a body nested too deeply for any /api/auth POST with 400, not a crash', async () => {
  const nested = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  for (const path of [
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/change-password',
  ]) {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: 'app.kurz.test', origin: APP_ORIGIN, 'content-type': 'application/json' },
      payload: `{"email":${nested}}`,
    });
    expect(response.statusCode).toBe(400);
  }
  const health = await t.app.inject({ url: '/healthz', headers: { host: 'app.kurz.test' } });
  expect(health.statusCode).toBe(200);
});

it('closes better-auth update-user: profiles change through PATCH /api/profile only', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN },
    payload: { name: 123, full_name: 'x'.repeat(900_000) },
  });
  expect(response.statusCode).toBe(404);
});

it.each([
  ['a name of 900 KB', { name: 'x'.repeat(900_000) }, 'name is too long'],
  ['a name that is a number', { name: 123 }, 'name must be text'],
  [
    'a full name over 100 characters',
    { name: 'Ada', full_name: 'x'.repeat(101) },
    'full_name is too long',
  ],
  ['a full name that is an object', { name: 'Ada', full_name: { a: 1 } }, undefined],
])('refuses a sign-up with %s under the profile rules', async (_label, fields, message) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN },
    payload: { email: 'profile-rules@example.com', password: 'Str0ng!pass', ...fields },
  });
  expect(response.statusCode).toBe(400);
  if (message) expect(response.json().error).toBe(message);
});

it('answers an /api/auth path better-auth has no endpoint for with 404 and a message', async () => {
  for (const method of ['GET', 'POST'] as const) {
    const response = await t.app.inject({
      method,
      url: '/api/auth/no-such-endpoint',
      headers: { host: 'app.kurz.test', origin: APP_ORIGIN },
      ...(method === 'POST' && { payload: {} }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  }
});

it.each([
  ['a number', '1e309'],
  ['a bare word', 'dashboard'],
  ['a protocol-relative URL', '%2F%2Fevil.example%2F'],
  ['a javascript: URL', 'javascript%3Aalert(1)'],
])(
  'refuses a verify-email callbackURL that is %s with 400 (better-auth threw a 500)',
  async (_label, callback) => {
    const response = await t.app.inject({
      url: `/api/auth/verify-email?token=bad&callbackURL=${callback}`,
      headers: { host: 'app.kurz.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('callbackURL must be a path or an http(s) URL');
  },
);

it('still redirects a bad verify-email token to a callbackURL that is a path', async () => {
  const response = await t.app.inject({
    url: '/api/auth/verify-email?token=bad&callbackURL=%2Fsign-in',
    headers: { host: 'app.kurz.test' },
  });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/sign-in?error=INVALID_TOKEN');
});
