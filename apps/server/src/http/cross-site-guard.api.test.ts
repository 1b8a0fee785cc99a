import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_HOSTS: 'uat.kurz.test' });
});
afterAll(() => t.close());

const post = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/nothing-here',
    headers: { host: 'app.kurz.test', ...headers },
    payload: {},
  });

describe('the cross-site guard', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin and no Referer', {}],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['our host over the wrong scheme', { origin: 'http://app.kurz.test' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a look-alike host', { origin: 'https://app.kurz.test.evil.example' }],
    ['our host on another port', { origin: 'https://app.kurz.test:8443' }],
    ['an APP_HOSTS host on another port', { referer: 'https://uat.kurz.test:4000/x' }],
  ])('refuses a cookie-bearing write with %s', async (_label, headers) => {
    const response = await post({ cookie: 'kurz.session_token=x', ...headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused', code: 'forbidden' });
  });

  it.each([
    ['our Origin', { cookie: 'a=b', origin: 'https://app.kurz.test' }],
    ['an APP_HOSTS Origin', { cookie: 'a=b', origin: 'https://uat.kurz.test' }],
    [
      'our Origin with the default port written',
      { cookie: 'a=b', origin: 'https://app.kurz.test:443' },
    ],
    [
      'our Referer without Origin',
      { cookie: 'a=b', referer: 'https://app.kurz.test/user/profile' },
    ],
    ['no cookies at all (API clients)', { origin: 'https://elsewhere.example' }],
  ])('lets through a write with %s', async (_label, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(404);
  });
});

/** A write to the server reached at a loopback `host` (as `http://{host}` in a browser). */
const postTo = (host: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/nothing-here',
    headers: { host, cookie: 'a=b', ...headers },
    payload: {},
  });

describe('the app served at a loopback address, as host routing serves it', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1:8080', { origin: 'http://127.0.0.1:8080' }],
    ['[::1]', '[::1]:8080', { origin: 'http://[::1]:8080' }],
    ['localhost, by Referer', 'localhost:5173', { referer: 'http://localhost:5173/user/profile' }],
    ['127.0.0.1 on the default port', '127.0.0.1', { origin: 'http://127.0.0.1' }],
  ])('takes its own writes at %s', async (_label, host, headers) => {
    const response = await postTo(host, headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('takes a sign-up from the app opened at http://127.0.0.1:{port}, over a real socket', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: base, cookie: 'a=b', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'loop@example.com', password: 'Str0ng!pass', name: 'Lo' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it.each([
    ['another port of this machine', '127.0.0.1:8080', { origin: 'http://127.0.0.1:9999' }],
    ['another loopback name', '127.0.0.1:8080', { origin: 'http://localhost:8080' }],
    ['another scheme', '127.0.0.1:8080', { origin: 'https://127.0.0.1:8080' }],
    ['a foreign site', '127.0.0.1:8080', { origin: 'https://evil.example' }],
  ])('refuses a cookie-bearing write from %s', async (_label, host, headers) => {
    const response = await postTo(host, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused', code: 'forbidden' });
  });
});
