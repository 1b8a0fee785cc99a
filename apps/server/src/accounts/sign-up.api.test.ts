import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { AuthClient } from '../../test/auth-client.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'boss@kurz.test' });
});
afterEach(() => t.close());

const PASSWORD = 'Str0ng!pass';

async function signUp(client: AuthClient, email: string) {
  return client.post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    full_name: 'Ada Lovelace',
  });
}

function pathOf(link: string | undefined): string {
  expect(link).toBeDefined();
  const url = new URL(link as string);
  expect(url.origin).toBe('https://app.kurz.test');
  return url.pathname + url.search;
}

describe('sign-up with email and password', () => {
  it('verifies by mail, signs in, reads the profile and signs out', async () => {
    const client = new AuthClient(t.app);
    const signedUp = await signUp(client, 'ada@example.com');
    expect(signedUp.statusCode).toBe(200);

    const early = await client.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(early.statusCode).toBe(403);

    const verified = await client.get(pathOf(smtp.lastLinkTo('ada@example.com')));
    expect(verified.statusCode).toBe(302);

    const signedIn = await new AuthClient(t.app).post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name.includes('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });

    const session = await client.session();
    expect(session?.user).toMatchObject({
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      subscription_plan: 'free',
      is_admin: false,
      emailVerified: true,
    });

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect(await client.session()).toBeNull();
  });

  it('builds mail links from APP_URL, whatever app Host the request carried', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: '127.0.0.1:9999', origin: 'https://app.kurz.test' },
      payload: { email: 'host@example.com', password: PASSWORD, name: 'H' },
    });
    expect(new URL(smtp.lastLinkTo('host@example.com') ?? '').origin).toBe('https://app.kurz.test');
  });

  it('answers a Host it does not serve with a bare 404, sending no mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'evil.example', origin: 'https://app.kurz.test' },
      payload: { email: 'poisoned@example.com', password: PASSWORD, name: 'H' },
    });
    expect(response.statusCode).toBe(404);
    expect(smtp.lastLinkTo('poisoned@example.com')).toBeUndefined();
  });

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const client = new AuthClient(t.app);
    await signUp(client, 'csrf@example.com');
    await client.get(pathOf(smtp.lastLinkTo('csrf@example.com')));
    expect(await client.session()).not.toBeNull();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: {
        host: 'app.kurz.test',
        origin: 'https://evil.example',
        cookie: client.cookieHeader,
      },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused', code: 'forbidden' });
    expect(await client.session()).not.toBeNull();
  });

  it('makes a listed ADMIN_EMAILS user an admin when they sign in', async () => {
    const client = new AuthClient(t.app);
    await signUp(client, 'Boss@Kurz.test');
    await client.get(pathOf(smtp.lastLinkTo('boss@kurz.test')));
    expect((await client.session())?.user.is_admin).toBe(true);
  });

  it('answers too many sign-in attempts from one address with 429 and Retry-After', async () => {
    const client = new AuthClient(t.app, undefined, '198.51.100.9');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'wrong-pass',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toContain(429);
    const elsewhere = new AuthClient(t.app, undefined, '198.51.100.10');
    const other = await elsewhere.post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'wrong-pass',
    });
    expect(other.statusCode).not.toBe(429);
  });
});

describe('password reset', () => {
  it('sets a new password once, revokes sessions, and refuses the token again', async () => {
    const client = new AuthClient(t.app);
    await signUp(client, 'reset@example.com');
    await client.get(pathOf(smtp.lastLinkTo('reset@example.com')));
    expect(await client.session()).not.toBeNull();

    const asked = await new AuthClient(t.app, undefined, '192.0.2.44').post(
      '/api/auth/request-password-reset',
      {
        email: 'reset@example.com',
        redirectTo: 'https://app.kurz.test/auth?mode=reset-password',
      },
    );
    expect(asked.statusCode).toBe(200);
    const link = smtp.lastLinkTo('reset@example.com');
    const token = new URL(link ?? '').pathname.split('/').pop();
    expect(token).toBeTruthy();

    const anon = new AuthClient(t.app, undefined, '192.0.2.45');
    const reset = await anon.post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!passw0rd',
    });
    expect(reset.statusCode).toBe(200);
    expect(await client.session()).toBeNull();

    const again = await anon.post('/api/auth/reset-password', {
      token,
      newPassword: 'An0ther!pass',
    });
    expect(again.statusCode).toBe(400);

    const signIn = await anon.post('/api/auth/sign-in/email', {
      email: 'reset@example.com',
      password: 'N3w!passw0rd',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('the email-exists check', () => {
  it('answers whether an account uses the email, trimmed and lower-cased', async () => {
    const client = new AuthClient(t.app);
    await signUp(client, 'taken@example.com');
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/check-email-exists',
        payload: { email_to_check: email },
      });
    expect((await ask('  TAKEN@example.com ')).json()).toEqual({ exists: true });
    expect((await ask('free@example.com')).json()).toEqual({ exists: false });
  });

  it('refuses a missing email with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check-email-exists',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_input');
  });

  it('is rate-limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/check-email-exists',
        remoteAddress: '198.51.100.77',
        payload: { email_to_check: `probe${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('per-account limits', () => {
  it('stops password guessing on one account from many addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const client = new AuthClient(t.app, undefined, `203.0.113.${100 + i}`);
      const response = await client.post('/api/auth/sign-in/email', {
        email: 'Target@example.com',
        password: `guess-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  }, 30_000);

  it('lets the owner sign in from a browser they used before while guesses lock the account', async () => {
    const owner = new AuthClient(t.app, undefined, '198.51.100.30');
    await signUp(owner, 'owner@example.com');
    await owner.get(pathOf(smtp.lastLinkTo('owner@example.com')));
    const first = await owner.post('/api/auth/sign-in/email', {
      email: 'owner@example.com',
      password: PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(owner.cookieHeader).toContain('kurz.known_device=');

    for (let i = 0; i < 10; i++) {
      await new AuthClient(t.app, undefined, `203.0.113.${200 + i}`).post(
        '/api/auth/sign-in/email',
        { email: 'owner@example.com', password: `guess-${i}` },
      );
    }
    const stranger = await new AuthClient(t.app, undefined, '203.0.113.220').post(
      '/api/auth/sign-in/email',
      { email: 'owner@example.com', password: PASSWORD },
    );
    expect(stranger.statusCode).toBe(429);
    const again = await owner.post('/api/auth/sign-in/email', {
      email: 'owner@example.com',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  }, 30_000);
});
