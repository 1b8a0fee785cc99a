import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/sign-in-providers', () => {
  it('lists none when no provider is configured, without a session', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/sign-in-providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: [] });
  });

  it('lists each provider whose client id and secret are set', async () => {
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-id',
      GITHUB_CLIENT_SECRET: 'github-secret',
    });
    const response = await t.app.inject({ url: '/api/sign-in-providers' });
    expect(response.json()).toEqual({ providers: ['google', 'github'] });
  });
});
