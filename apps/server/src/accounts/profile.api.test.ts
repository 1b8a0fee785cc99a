import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { APP_ORIGIN, type AuthClient, signedInClient } from '../../test/auth-client.js';

let t: TestApp;
let ada: AuthClient;
/** Ada signed up once; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({ ADMIN_EMAILS: 'boss@kurz.test' }, {}, (first) =>
    signedInClient(first.app, 'ada@example.com'),
  );
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64),
]);

function upload(client: AuthClient, bytes: Buffer, contentType = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: {
      host: 'app.kurz.test',
      origin: APP_ORIGIN,
      cookie: client.cookieHeader,
      'content-type': contentType,
    },
    payload: bytes,
  });
}

function send(client: AuthClient, method: 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN, cookie: client.cookieHeader },
    ...(payload && { payload }),
  });
}

describe('the profile', () => {
  it('needs a session', async () => {
    const response = await t.app.inject('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
  });

  it('reads the signed-in user with free defaults', async () => {
    const profile = (await ada.get('/api/profile')).json();
    expect(profile).toMatchObject({
      email: 'ada@example.com',
      subscription_plan: 'free',
      is_admin: false,
      avatar_url: null,
      providers: ['credential'],
    });
  });

  it('changes the name', async () => {
    const response = await send(ada, 'PATCH', '/api/profile', { full_name: '  Ada King  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().full_name).toBe('Ada King');
  });

  it.each([
    ['a javascript: avatar URL', { avatar_url: 'javascript:alert(1)' }],
    ['an http avatar URL', { avatar_url: 'http://example.com/a.png' }],
    ['a field that is not editable', { is_admin: true }],
    ['a plan change', { subscription_plan: 'pro' }],
    ['an overlong name', { full_name: 'x'.repeat(101) }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await send(ada, 'PATCH', '/api/profile', payload);
    expect(response.statusCode).toBe(400);
    expect((await ada.get('/api/profile')).json().is_admin).toBe(false);
  });
});

describe('avatars', () => {
  it('stores a PNG and serves it so it cannot run', async () => {
    const response = await upload(ada, PNG);
    expect(response.statusCode).toBe(200);
    const url = response.json().avatar_url as string;
    expect(url).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const response = await upload(ada, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('File size must be less than 5MB');
  });

  it('judges the bytes, not the declared type: HTML sent as a PNG is refused', async () => {
    const response = await upload(
      ada,
      Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'File must be a valid image format (JPEG, PNG, WebP, or SVG)',
    );
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['JSON', 'application/json'],
  ])('judges the bytes whatever the declared type: a PNG sent as %s', async (_label, type) => {
    const response = await upload(ada, PNG, type);
    expect(response.statusCode).toBe(200);
    const notImage = await upload(ada, Buffer.from('{"a":1}'), type);
    expect(notImage.statusCode).toBe(400);
  });

  it('refuses an upload without a body with 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { host: 'app.kurz.test', origin: APP_ORIGIN, cookie: ada.cookieHeader },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'File must be a valid image format (JPEG, PNG, WebP, or SVG)',
    );
  });

  it('refuses an SVG with a script and accepts a plain one', async () => {
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload(ada, Buffer.from(evil), 'image/svg+xml')).statusCode).toBe(400);
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>';
    const response = await upload(ada, Buffer.from(plain), 'image/svg+xml');
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject(response.json().avatar_url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('removes the avatar and its file', async () => {
    const url = (await upload(ada, PNG)).json().avatar_url as string;
    const removed = await send(ada, 'DELETE', '/api/profile/avatar');
    expect(removed.json().avatar_url).toBeNull();
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });

  it('replacing an avatar deletes the old file', async () => {
    const first = (await upload(ada, PNG)).json().avatar_url as string;
    await upload(ada, PNG);
    expect((await t.app.inject(first)).statusCode).toBe(404);
  });

  it('does not let a file name escape the uploads folder', async () => {
    expect((await t.app.inject('/api/avatars/..%2f..%2fauth-secret')).statusCode).toBe(404);
  });

  it('needs a session to upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the Admin Testing Panel', () => {
  it('refuses a non-admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-plan',
      headers: { host: 'app.kurz.test', origin: APP_ORIGIN, cookie: ada.cookieHeader },
      payload: { plan: 'pro' },
    });
    expect(response.statusCode).toBe(403);
    expect((await ada.get('/api/profile')).json().subscription_plan).toBe('free');
  });

  it('lets an admin set their own plan, status active', async () => {
    const boss = await signedInClient(t.app, 'boss@kurz.test');
    const response = await boss.post('/api/admin/test-plan', { plan: 'pro' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscription_plan: 'pro',
      subscription_status: 'active',
      is_admin: true,
    });
  });

  it('refuses a plan that does not exist', async () => {
    const boss = await signedInClient(t.app, 'boss@kurz.test');
    expect((await boss.post('/api/admin/test-plan', { plan: 'platinum' })).statusCode).toBe(400);
  });
});

describe('changing the email', () => {
  it('sends the confirmation to the new address and switches once it is followed', async () => {
    const asked = await ada.post('/api/auth/change-email', {
      newEmail: 'Ada.New@example.com',
      callbackURL: '/user/profile',
    });
    expect(asked.statusCode).toBe(200);
    expect((await ada.get('/api/profile')).json().email).toBe('ada@example.com');

    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json() as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.messages.find((m) => m.to === 'ada.new@example.com');
    expect(mail?.subject).toBe('Confirm your new email for Kurz');
    expect(mail?.text).toContain('ada@example.com');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin).toBe('https://app.kurz.test');

    await ada.get(link.pathname + link.search);
    expect((await ada.get('/api/profile')).json().email).toBe('ada.new@example.com');
  });
});
