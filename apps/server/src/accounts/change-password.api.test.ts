import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { AuthClient, signedInClient } from '../../test/auth-client.js';

/** The profile screen's password section calls better-auth's change-password as set up here. */
let t: TestApp;
let ada: AuthClient;
beforeEach(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
});
afterEach(() => t.close());

const OLD = 'Str0ng!pass';
const NEW = 'N3w-Str0ng!pass';

async function signIn(password: string) {
  const client = new AuthClient(t.app, undefined, '198.51.100.9');
  const response = await client.post('/api/auth/sign-in/email', {
    email: 'ada@example.com',
    password,
  });
  return { client, status: response.statusCode };
}

describe('changing the password from the profile', () => {
  it('needs the current password, then signs other devices out and keeps this one', async () => {
    const { client: laptop } = await signIn(OLD);
    expect(await laptop.session()).not.toBeNull();

    const changed = await ada.post('/api/auth/change-password', {
      currentPassword: OLD,
      newPassword: NEW,
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await ada.session()).not.toBeNull();
    expect(await laptop.session()).toBeNull();
    expect((await signIn(OLD)).status).toBe(401);
    expect((await signIn(NEW)).status).toBe(200);
  });

  it('refuses a wrong current password with a message and changes nothing', async () => {
    const refused = await ada.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: NEW,
      revokeOtherSessions: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid password');
    expect((await signIn(OLD)).status).toBe(200);
  });

  it('refuses a request from another site', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: {
        host: 'app.kurz.test',
        origin: 'https://evil.example',
        cookie: ada.cookieHeader,
      },
      payload: { currentPassword: OLD, newPassword: NEW },
    });
    expect(forged.statusCode).toBe(403);
    expect((await signIn(OLD)).status).toBe(200);
  });
});
