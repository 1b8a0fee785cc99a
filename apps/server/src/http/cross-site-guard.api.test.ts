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
