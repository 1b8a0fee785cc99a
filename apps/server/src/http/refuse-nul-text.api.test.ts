import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';

// Found by the fuzz tier on PostgreSQL: a NUL in text failed the query with a 500.
let t: TestApp;
let ada: AuthClient;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
});
afterAll(() => t.close());

const REFUSED = 'Text may not contain NUL characters (\\u0000)';

it.each([
  ['a JSON body', () => ada.send('PATCH', '/api/profile', { full_name: 'Ada\u0000' })],
  ['a path parameter', () => ada.get('/api/links/%00')],
  ['a query', () => ada.get('/api/links?search=%00')],
  ['a list in a body', () => ada.post('/api/links/bulk-delete', { ids: ['ok', 'b\u0000'] })],
  ['a forwarded better-auth body', () => ada.post('/api/auth/revoke-session', { token: '\u0000' })],
])('refuses a NUL in %s with 400 on every engine', async (_label, send) => {
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe(REFUSED);
});

it('lets the guard answer first: signed out is 401 whatever the text holds', async () => {
  const response = await t.app.inject({
    url: '/api/links/%00',
    headers: { host: 'app.kurz.test' },
  });
  expect(response.statusCode).toBe(401);
});
