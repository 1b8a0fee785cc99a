import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { APP_ORIGIN, AuthClient, randomIp, signedInClient } from '../auth-client.js';

/**
 * Sessions: a session cookie planted before sign-in is replaced, every cookie is out of
 * script's and other sites' reach (HttpOnly, SameSite, Secure over https, Path=/), and a
 * session ended (sign-out, password changed or reset) is refused by the server afterwards.
 */

const PASSWORD = 'Str0ng!pass';
let https: TestApp;
let plain: TestApp;
const tally = new AttackTally();

beforeAll(async () => {
  https = await createTestApp();
  plain = await createTestApp({ APP_URL: 'http://app.kurz.test' });
});
afterAll(async () => {
  tally.report(https.db.engine);
  await https.close();
  await plain.close();
});

let users = 0;
async function newUser(t: TestApp): Promise<{ email: string; client: AuthClient }> {
  const email = `user-${++users}@example.com`;
  return { email, client: await signedInClient(t.app, email, randomIp(), t.config.appUrl.origin) };
}

/** Another browser signing in to the account: its own cookies, its own address. */
async function signIn(t: TestApp, email: string, cookie = '', password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: randomIp(),
    headers: { host: 'app.kurz.test', origin: t.config.appUrl.origin, ...(cookie && { cookie }) },
    payload: { email, password },
  });
}

/** Whether the server still accepts this Cookie header as a session. */
async function isSignedIn(t: TestApp, cookie: string): Promise<boolean> {
  const response = await t.app.inject({
    url: '/api/profile',
    headers: { host: 'app.kurz.test', cookie },
  });
  return response.statusCode === 200;
}

const cookieHeaderOf = (setCookies: string[]) =>
  setCookies.map((cookie) => cookie.split(';', 1)[0]).join('; ');
const setCookiesOf = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};

describe('session fixation', () => {
  it.each([
    ['a made-up token', () => 'kurz.session_token=attacker-chosen-token'],
    ['a made-up secure token', () => '__Secure-kurz.session_token=attacker-chosen-token'],
  ])('signing in with %s planted gives a new session', async (_label, planted) => {
    tally.tried();
    const { email } = await newUser(https);
    const response = await signIn(https, email, planted());
    expect(response.statusCode).toBe(200);
    const issued = cookieHeaderOf(setCookiesOf(response.headers));
    expect(issued).toMatch(/session_token=/);
    expect(issued).not.toContain('attacker-chosen-token');
    tally.refused();
  });

  it("signing in over another account's planted session lands in one's own", async () => {
    tally.tried();
    const { client: mallory } = await newUser(https);
    const { email } = await newUser(https);
    const response = await signIn(https, email, mallory.cookieHeader);
    const issued = cookieHeaderOf(setCookiesOf(response.headers));
    expect(issued).not.toBe(mallory.cookieHeader);
    const profile = await https.app.inject({
      url: '/api/profile',
      headers: { host: 'app.kurz.test', cookie: issued },
    });
    expect(profile.json().email).toBe(email);
    tally.refused();
  });
});

describe('cookie flags', () => {
  it.each([
    ['https', () => https, true],
    ['http', () => plain, false],
  ])('every cookie set at sign-in over %s', async (_scheme, app, isHttps) => {
    const t = app();
    const { email } = await newUser(t);
    const cookies = setCookiesOf((await signIn(t, email)).headers);
    expect(cookies.length).toBeGreaterThanOrEqual(2); // the session and the known device
    for (const cookie of cookies) {
      tally.tried();
      const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes, cookie).toContain('httponly');
      // The session's on every path; the known-device cookie only where sign-in reads it.
      const path = cookie.includes('session_token=') ? 'path=/' : 'path=/api/auth';
      expect(attributes, cookie).toContain(path);
      expect(
        attributes.some((a) => a === 'samesite=lax' || a === 'samesite=strict'),
        cookie,
      ).toBe(true);
      expect(attributes.includes('secure'), cookie).toBe(isHttps);
      expect(
        attributes.some((a) => a.startsWith('domain=')),
        cookie,
      ).toBe(false);
      tally.refused();
    }
  });
});

describe('an ended session is refused by the server', () => {
  it('after sign-out, the old cookie no longer works', async () => {
    tally.tried();
    const { client } = await newUser(https);
    const oldCookie = client.cookieHeader;
    expect(await isSignedIn(https, oldCookie)).toBe(true);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect(await isSignedIn(https, oldCookie)).toBe(false);
    tally.refused();
  });

  it('a password change signs every other device out, whatever the request asked', async () => {
    tally.tried();
    const { email, client } = await newUser(https);
    const laptop = cookieHeaderOf(setCookiesOf((await signIn(https, email)).headers));
    expect(await isSignedIn(https, laptop)).toBe(true);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'N3w!password',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(await isSignedIn(https, laptop)).toBe(false);
    expect(await isSignedIn(https, client.cookieHeader)).toBe(true);
    tally.refused();
  });

  it('a password reset signs every device out', async () => {
    tally.tried();
    const { email, client } = await newUser(https);
    const requested = await new AuthClient(https.app, APP_ORIGIN, randomIp()).post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/auth?mode=reset-password' },
    );
    expect(requested.statusCode).toBe(200);
    const outbox = (await https.app.inject({ url: '/api/dev/outbox' })).json() as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.messages.find((m) => m.to === email && /reset/i.test(m.subject));
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '').pathname.split('/').pop();
    const reset = await new AuthClient(https.app, APP_ORIGIN, randomIp()).post(
      '/api/auth/reset-password',
      { token, newPassword: 'R3set!password' },
    );
    expect(reset.statusCode).toBe(200);
    expect(await isSignedIn(https, client.cookieHeader)).toBe(false);
    tally.refused();
  });
});

describe("no answer carries a session's token", () => {
  /** The raw token of a Cookie header's session (its value, before the signature). */
  const tokenOf = (cookie: string) =>
    decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';

  it.each(['/api/auth/get-session', '/api/auth/list-sessions'])('%s', async (path) => {
    tally.tried();
    const { email, client } = await newUser(https);
    const laptop = cookieHeaderOf(setCookiesOf((await signIn(https, email)).headers));
    const tokens = [tokenOf(client.cookieHeader), tokenOf(laptop)];
    expect(tokens.every((token) => token.length >= 16)).toBe(true);
    const reply = await client.get(path);
    expect(reply.statusCode).toBe(200);
    const sessions = [reply.json()].flat().map((body) => body.session ?? body);
    expect(sessions.length).toBe(path.endsWith('list-sessions') ? 2 : 1);
    for (const session of sessions) expect(session).not.toHaveProperty('token');
    for (const token of tokens) expect(reply.body).not.toContain(token);
    tally.refused();
  });
});
