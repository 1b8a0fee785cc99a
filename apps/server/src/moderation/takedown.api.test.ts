import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import {
  APP_ORIGIN,
  AuthClient,
  type AuthClient as Client,
  signedInClient,
} from '../../test/auth-client.js';
import { countClicks } from '../../test/seed.js';
import { ACCOUNT_DISABLED } from '../accounts/auth.js';

let t: TestApp;
let base: string;
let ada: Client;
let boss: Client;

/** Ada, her link and the boss made once; each test gets a fresh app on a database copy. */
let template: TestAppTemplate<[Client, Client]>;

beforeAll(async () => {
  template = await testAppTemplate({ ADMIN_EMAILS: 'boss@kurz.test' }, {}, async (first) => {
    const clients = (await Promise.all(
      ['ada@example.com', 'boss@kurz.test'].map((email) => signedInClient(first.app, email)),
    )) as [Client, Client];
    const created = await clients[0].post('/api/shorten', {
      full_url: 'https://example.com/ada',
      short_url: 'take-me',
    });
    expect(created.statusCode).toBe(200);
    return clients;
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  [ada, boss] = template.prepared.map((client) => client.on(t.app)) as [Client, Client];
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => t.close());

/** Over the real server: a cached link is answered by the fast path. */
const open = (path: string, method = 'GET') =>
  fetch(base + path, { method, redirect: 'manual', headers: { 'user-agent': 'Firefox/128.0' } });
/** Through Fastify's route only (inject never reaches the fast path), on `host`. */
const viaRoute = (path: string, host: string) =>
  t.app.inject({ url: path, headers: { host, 'user-agent': 'Firefox/128.0' } });

const disableLink = (isDisabled: boolean, shortUrl = 'https://kurz.link/take-me') =>
  boss.post('/api/admin/moderation/link', { shortUrl, isDisabled, reason: 'phishing kit' });
const disableUser = (isDisabled: boolean, email = 'ada@example.com') =>
  boss.post('/api/admin/moderation/user', { email, isDisabled, reason: 'serial phisher' });

async function expectDisabledAnswer(response: Response): Promise<void> {
  expect(response.status).toBe(451);
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(await response.text()).toContain('This link has been disabled');
}

describe('an admin disables a link', () => {
  it('answers 451 with the disabled page, route and fast path, and records no click', async () => {
    expect((await open('/take-me')).status).toBe(302); // one click; now cached
    const reply = await disableLink(true);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      shortLink: 'https://kurz.link/take-me',
      destination: 'https://example.com/ada',
      ownerEmail: 'ada@example.com',
      isDisabled: true,
      reason: 'phishing kit',
      disabledBy: 'boss@kurz.test',
    });
    await expectDisabledAnswer(await open('/take-me')); // the route fills the cache
    await expectDisabledAnswer(await open('/take-me?qr=1')); // the fast path
    expect((await open('/take-me', 'HEAD')).status).toBe(451);
    for (const host of ['kurz.link', 'app.kurz.test']) {
      const answer = await viaRoute('/take-me', host);
      expect(answer.statusCode).toBe(451);
      expect(answer.body).toContain('This link has been disabled');
    }
    await t.app.clicks.flush();
    expect(await countClicks(t.db)).toBe(1);
  });

  it('gives no destination through GET /api/redirect either: 451', async () => {
    await disableLink(true);
    const reply = await viaRoute('/api/redirect?code=take-me', 'app.kurz.test');
    expect(reply.statusCode).toBe(451);
    expect(reply.json()).toEqual({ error: 'This link has been disabled', code: 'link_disabled' });
  });

  it('shows the link as disabled to its owner and in the moderation list, until enabled', async () => {
    await disableLink(true);
    const [mine] = (await ada.get('/api/links')).json().links;
    expect(mine).toMatchObject({ short_url: 'take-me', is_disabled: true });
    const list = (await boss.get('/api/admin/moderation')).json();
    expect(list.links.map((link: { shortLink: string }) => link.shortLink)).toEqual([
      'https://kurz.link/take-me',
    ]);

    expect((await disableLink(false)).json()).toMatchObject({ isDisabled: false, reason: null });
    expect((await open('/take-me')).status).toBe(302);
    expect((await boss.get('/api/admin/moderation')).json().links).toEqual([]);
    expect((await ada.get('/api/links')).json().links[0].is_disabled).toBe(false);
  });

  it.each([
    ['the short URL without scheme', 'kurz.link/take-me'],
    ['the bare code', 'take-me'],
    ['the www. host', 'https://www.kurz.link/take-me'],
  ])('finds the link by %s', async (_name, shortUrl) => {
    expect((await disableLink(true, shortUrl)).json().isDisabled).toBe(true);
  });

  it.each([
    ['an unknown code', 'https://kurz.link/nobody-here', 404, 'No link has that short URL'],
    ['no code at all', 'https://kurz.link/', 404, 'No link has that short URL'],
    ['an empty short URL', '  ', 400, 'Short URL is required'],
  ])('refuses %s', async (_name, shortUrl, status, message) => {
    const reply = await disableLink(true, shortUrl);
    expect(reply.statusCode).toBe(status);
    expect(reply.json().error).toContain(message);
  });
});

describe('an admin disables a user', () => {
  it('signs them out, refuses their sign-in and answers 451 for their links, until enabled', async () => {
    expect((await open('/take-me')).status).toBe(302);
    const reply = await disableUser(true);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      email: 'ada@example.com',
      isDisabled: true,
      reason: 'serial phisher',
      disabledBy: 'boss@kurz.test',
    });
    expect((await ada.get('/api/profile')).statusCode).toBe(401);
    await expectDisabledAnswer(await open('/take-me'));
    await expectDisabledAnswer(await open('/take-me'));

    const again = new AuthClient(t.app, APP_ORIGIN, '198.51.100.40');
    const signIn = await again.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'Str0ng!pass',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(ACCOUNT_DISABLED);
    expect((await boss.get('/api/admin/moderation')).json().users).toHaveLength(1);

    await disableUser(false);
    expect((await open('/take-me')).status).toBe(302);
    const back = await again.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'Str0ng!pass',
    });
    expect(back.statusCode).toBe(200);
    expect((await again.get('/api/profile')).statusCode).toBe(200);

    // The same verb as the user directory's: audited, and the user told each time.
    const audit = await t.db.kysely
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_email', 'target_email'])
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'user.disabled', actor_email: 'boss@kurz.test', target_email: 'ada@example.com' },
      { action: 'user.enabled', actor_email: 'boss@kurz.test', target_email: 'ada@example.com' },
    ]);
    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json() as {
      messages: { to: string; subject: string }[];
    };
    expect(
      outbox.messages
        .filter((message) => message.to === 'ada@example.com')
        .map((message) => message.subject),
    ).toEqual(
      expect.arrayContaining([
        'Your Kurz account has been disabled',
        'Your Kurz account is enabled again',
      ]),
    );
  });

  it('refuses to disable the acting admin, and an unknown email', async () => {
    const self = await disableUser(true, 'boss@kurz.test');
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot disable your own account');
    const unknown = await disableUser(true, 'nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No user has that email');
  });
});
