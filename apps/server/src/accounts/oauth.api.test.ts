import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { AuthClient, randomIp } from '../../test/auth-client.js';
import { type OidcProvider, startOidcProvider } from '../../test/oidc-provider.js';

const client = { clientId: 'kurz-test', clientSecret: 'kurz-test-secret' };
let oidc: OidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider(client);
});
afterAll(() => oidc.close());

describe('OpenID Connect sign-in against a provider on loopback', () => {
  it('signs a new user in end to end and lands on the dashboard', async () => {
    const t = await createTestApp({
      OIDC_ISSUER_URL: oidc.issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
    });
    oidc.user = {
      sub: 'oidc-user-1',
      email: 'sso.user@example.com',
      email_verified: true,
      name: 'Sso User',
    };

    const browser = new AuthClient(t.app, undefined, randomIp());
    const started = await browser.post('/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/user/dashboard',
    });
    expect(started.statusCode).toBe(200);
    const authorize = new URL(started.json().url);
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'https://app.kurz.test/api/auth/callback/oidc',
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    // The provider approves at once and sends the browser back with a code.
    const approved = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    const callback = await browser.get(back.pathname + back.search);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/user/dashboard');

    const profile = (await browser.get('/api/profile')).json();
    expect(profile).toMatchObject({
      email: 'sso.user@example.com',
      providers: ['oidc'],
      subscription_plan: 'free',
    });
    await t.close();
  });
});

describe('Google and GitHub', () => {
  it.each([
    ['google', 'accounts.google.com', '/api/auth/callback/google'],
    ['github', 'github.com', '/api/auth/callback/github'],
  ])(
    'send the browser to %s with our client id and callback',
    async (provider, host, callbackPath) => {
      const t = await createTestApp({
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GITHUB_CLIENT_ID: 'github-id',
        GITHUB_CLIENT_SECRET: 'github-secret',
      });
      const browser = new AuthClient(t.app, undefined, randomIp());
      const response = await browser.post('/api/auth/sign-in/social', {
        provider,
        callbackURL: '/user/dashboard',
      });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().url);
      expect(url.host).toBe(host);
      expect(url.searchParams.get('client_id')).toBe(`${provider}-id`);
      expect(url.searchParams.get('redirect_uri')).toBe(`https://app.kurz.test${callbackPath}`);
      expect(url.searchParams.get('state')).toBeTruthy();
      await t.close();
    },
  );

  it('are refused when not configured', async () => {
    const t = await createTestApp();
    const browser = new AuthClient(t.app, undefined, randomIp());
    const response = await browser.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    await t.close();
  });
});
