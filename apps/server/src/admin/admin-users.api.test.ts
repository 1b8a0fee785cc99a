import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { APP_ORIGIN, AuthClient, randomIp } from '../../test/auth-client.js';
import { PATIENTLY } from '../../test/patiently.js';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { ACCOUNT_DISABLED } from '../accounts/auth.js';

/**
 * The operator's user directory over a real SMTP server on loopback: what an admin finds,
 * and each change (a plan, a takedown) written, audited and mailed to the user.
 */

const PASSWORD = 'Str0ng!pass';
const ENV = () => ({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'boss@kurz.test' });
type Name = 'ada' | 'bob' | 'boss';
let smtp: SmtpSink;
let t: TestApp;
let ada: AuthClient;
let bob: AuthClient;
let boss: AuthClient;
const ids: Record<Name, string> = { ada: '', bob: '', boss: '' };
/** The three users signed up once; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<{ clients: Record<Name, AuthClient>; mails: ReceivedMail[] }>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  template = await testAppTemplate(ENV(), {}, async (first) => {
    t = first;
    const clients = {
      ada: await signUp('ada@example.com', 'Ada Lovelace'),
      bob: await signUp('bob@example.com', 'Bob Builder'),
      boss: await signUp('boss@kurz.test', 'The Boss'),
    };
    for (const name of ['ada', 'bob', 'boss'] as const) {
      ids[name] = (await clients[name].get('/api/profile')).json().id;
    }
    return { clients, mails: [...smtp.received] };
  });
});
afterAll(async () => {
  await template?.dispose();
  await smtp.close();
});
beforeEach(async () => {
  // What the sink held after the sign-ups: each user's verification mail.
  smtp.received.splice(0, smtp.received.length, ...template.prepared.mails);
  t = await template.create();
  const { clients } = template.prepared;
  [ada, bob, boss] = [clients.ada.on(t.app), clients.bob.on(t.app), clients.boss.on(t.app)];
});
afterEach(() => t.close());

/** Signs up through the verification mail the sink received, and keeps the session. */
async function signUp(email: string, fullName: string): Promise<AuthClient> {
  const client = new AuthClient(t.app, APP_ORIGIN, randomIp());
  const signedUp = await client.post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: fullName,
    full_name: fullName,
  });
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  const link = await vi.waitFor(() => {
    const found = smtp.lastLinkTo(email);
    if (!found) throw new Error(`no verification mail to ${email} yet`);
    return found;
  }, PATIENTLY);
  const url = new URL(link);
  await client.get(url.pathname + url.search);
  return client;
}

/** The mails `to` received, soft line breaks of quoted-printable undone. */
const mailsTo = (to: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

const subjectsTo = (to: string) =>
  mailsTo(to).map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');

const auditOf = (targetId: string) =>
  t.db.kysely
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .execute();

const change = (id: string, body: object, as = boss) =>
  as.send('PATCH', `/api/admin/users/${id}`, body);

describe('GET /api/admin/users', () => {
  it('finds users by email or name in any case, with plan, usage this month and teams', async () => {
    for (const code of ['bob-first', 'bob-second'])
      await bob.post('/api/shorten', { full_url: 'https://example.com/b', short_url: code });
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'enterprise' })
      .where('id', '=', ids.ada)
      .execute();
    const team = await ada.post('/api/organizations', { name: 'Analytical', slug: 'analytical' });
    expect(team.statusCode, team.body).toBe(201);

    const byName = await boss.get('/api/admin/users?search=LOVELACE');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(byName.json().items).toEqual([
      {
        id: ids.ada,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        subscription_plan: 'enterprise',
        is_admin: false,
        disabled: false,
        disabled_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        usage: { links_this_month: 0, links_per_month: null },
        teams: [{ id: team.json().organization.id, name: 'Analytical', role: 'owner' }],
      },
    ]);

    const byEmail = (await boss.get('/api/admin/users?search=%20Bob@Example%20')).json();
    expect(byEmail.items).toMatchObject([
      {
        id: ids.bob,
        subscription_plan: 'free',
        usage: { links_this_month: 2, links_per_month: 100 },
        teams: [],
      },
    ]);
  });

  it('lists everyone newest first in pages, and treats wildcards as text', async () => {
    const all = (await boss.get('/api/admin/users')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((user: { email: string }) => user.email)).toEqual([
      'boss@kurz.test',
      'bob@example.com',
      'ada@example.com',
    ]);
    const second = (await boss.get('/api/admin/users?page=2&limit=1')).json();
    expect(second).toMatchObject({ page: 2, limit: 1, total: 3, items: [{ id: ids.bob }] });
    expect((await boss.get('/api/admin/users?search=%25')).json()).toMatchObject({
      total: 0,
      items: [],
    });
    expect((await boss.get('/api/admin/users?search=_')).json().total).toBe(0);
  });

  it.each([
    ['a limit over the cap', 'limit=101', 'limit must be at most 100'],
    ['page 0', 'page=0', 'page must be 1 or more'],
    ['a search too long', `search=${'a'.repeat(255)}`, 'search must be at most 254 characters'],
  ])('refuses %s with a 400 that says why', async (_label, query, message) => {
    const response = await boss.get(`/api/admin/users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('is for admins only: 401 signed out, 403 for a user', async () => {
    expect((await new AuthClient(t.app).get('/api/admin/users')).statusCode).toBe(401);
    const user = await ada.get('/api/admin/users');
    expect(user.statusCode).toBe(403);
    expect(user.json().error).toBe("You don't have permission to access this admin page.");
  });
});

describe('PATCH /api/admin/users/:id with a plan', () => {
  it('sets the plan without Stripe, lifts the limits at once, audits it and mails the user', async () => {
    const response = await change(ids.bob, { subscription_plan: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.bob,
      subscription_plan: 'pro',
      usage: { links_this_month: 0, links_per_month: 3000 },
    });
    expect((await bob.get('/api/profile')).json()).toMatchObject({
      subscription_plan: 'pro',
      subscription_status: 'active',
    });
    expect((await bob.get('/api/subscription-limits')).json().urls_per_month).toBe(3000);
    // Pro's API keys, for the session that was already open.
    const key = await bob.post('/api/api-keys', { name: 'ci', scopes: ['links:read'] });
    expect(key.statusCode, key.body).toBe(201);

    expect(await auditOf(ids.bob)).toMatchObject([
      {
        actor_id: ids.boss,
        actor_email: 'boss@kurz.test',
        action: 'user.plan_changed',
        target_email: 'bob@example.com',
        details: JSON.stringify({ from: 'free', to: 'pro' }),
      },
    ]);
    await vi.waitFor(
      () => expect(subjectsTo('bob@example.com')).toContain('Your Kurz plan is now Pro'),
      PATIENTLY,
    );
    const mail = mailsTo('bob@example.com').at(-1) ?? '';
    expect(mail).toContain('Your plan is now Pro');
    expect(mail).toContain('from Free to Pro');
    expect(mail).toContain('https://app.kurz.test/user/dashboard');
  });

  it('takes a plan away again (back to free), and a repeat changes and mails nothing', async () => {
    await change(ids.bob, { subscription_plan: 'enterprise' });
    const back = await change(ids.bob, { subscription_plan: 'free' });
    expect(back.json()).toMatchObject({
      subscription_plan: 'free',
      usage: { links_per_month: 100 },
    });
    const again = await change(ids.bob, { subscription_plan: 'free' });
    expect(again.statusCode).toBe(200);
    expect((await auditOf(ids.bob)).map((entry) => entry.details)).toEqual([
      JSON.stringify({ from: 'free', to: 'enterprise' }),
      JSON.stringify({ from: 'enterprise', to: 'free' }),
    ]);
    await vi.waitFor(
      () =>
        expect(subjectsTo('bob@example.com')).toEqual([
          expect.stringContaining('Confirm'),
          'Your Kurz plan is now Enterprise',
          'Your Kurz plan is now Free',
        ]),
      PATIENTLY,
    );
  });

  it('audits the testing panel (an admin setting their own plan) without mailing them', async () => {
    expect((await boss.post('/api/admin/test-plan', { plan: 'premium' })).statusCode).toBe(200);
    expect(await auditOf(ids.boss)).toMatchObject([
      { actor_id: ids.boss, target_id: ids.boss, action: 'user.plan_changed' },
    ]);
    expect(subjectsTo('boss@kurz.test').filter((s) => s.includes('plan'))).toEqual([]);
  });
});

describe('PATCH /api/admin/users/:id disabled', () => {
  it('ends the session and refuses sign-in until enabled again; each change audited and mailed', async () => {
    const disabled = await change(ids.bob, { disabled: true, reason: 'spam runs' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({
      id: ids.bob,
      disabled: true,
      disabled_at: expect.any(String),
    });
    expect((await bob.get('/api/profile')).statusCode).toBe(401);
    const fresh = new AuthClient(t.app, APP_ORIGIN, randomIp());
    const refused = await fresh.post('/api/auth/sign-in/email', {
      email: 'bob@example.com',
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DISABLED);
    // The takedown list of the moderation page shows the same state.
    expect((await boss.get('/api/admin/moderation')).json().users).toMatchObject([
      { id: ids.bob, reason: 'spam runs', disabledBy: 'boss@kurz.test' },
    ]);

    const enabled = await change(ids.bob, { disabled: false });
    expect(enabled.json()).toMatchObject({ disabled: false, disabled_at: null });
    const back = await fresh.post('/api/auth/sign-in/email', {
      email: 'bob@example.com',
      password: PASSWORD,
    });
    expect(back.statusCode).toBe(200);

    expect(await auditOf(ids.bob)).toMatchObject([
      {
        action: 'user.disabled',
        actor_id: ids.boss,
        details: JSON.stringify({ reason: 'spam runs' }),
      },
      { action: 'user.enabled', actor_id: ids.boss, details: null },
    ]);
    await vi.waitFor(
      () =>
        expect(subjectsTo('bob@example.com')).toEqual([
          expect.stringContaining('Confirm'),
          'Your Kurz account has been disabled',
          'Your Kurz account is enabled again',
        ]),
      PATIENTLY,
    );
    expect(mailsTo('bob@example.com')[1]).toContain('Reason given: spam runs');
  });

  it('writes, audits and mails nothing when enabling a user who is enabled', async () => {
    expect((await change(ids.bob, { disabled: false })).statusCode).toBe(200);
    expect(await auditOf(ids.bob)).toEqual([]);
    expect(subjectsTo('bob@example.com')).toHaveLength(1);
  });
});

describe('PATCH /api/admin/users/:id refusals', () => {
  it.each([
    ['an empty body', {}, 'Send either subscription_plan or disabled'],
    ['both changes', { subscription_plan: 'pro', disabled: true }, 'Send either'],
    ['an unknown plan', { subscription_plan: 'gold' }, 'must be one of free, premium, pro'],
    ['a disabled that is no boolean', { disabled: 'yes' }, 'disabled must be true or false'],
    ['a reason without disabled', { subscription_plan: 'pro', reason: 'x' }, 'reason'],
    ['an unknown field', { subscription_plan: 'pro', is_admin: true }, 'is_admin'],
  ])('refuses %s with a 400 that says why, changing nothing', async (_label, body, message) => {
    const response = await change(ids.bob, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await auditOf(ids.bob)).toEqual([]);
  });

  it('answers 404 for an unknown id, whichever the change', async () => {
    for (const body of [{ subscription_plan: 'pro' }, { disabled: true }]) {
      const response = await change('no-such-user', body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('No user has that id');
    }
  });

  it('refuses an admin disabling themself with a 400', async () => {
    const response = await change(ids.boss, { disabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('You cannot disable your own account');
    expect((await boss.get('/api/profile')).statusCode).toBe(200);
  });

  it('is for admins only: 401 signed out, 403 for a user, who stays as they were', async () => {
    const anonymous = new AuthClient(t.app);
    expect((await change(ids.bob, { subscription_plan: 'pro' }, anonymous)).statusCode).toBe(401);
    expect((await change(ids.bob, { subscription_plan: 'pro' }, ada)).statusCode).toBe(403);
    expect((await change(ids.ada, { subscription_plan: 'pro' }, ada)).statusCode).toBe(403);
    expect((await bob.get('/api/profile')).json().subscription_plan).toBe('free');
    expect((await ada.get('/api/profile')).json().subscription_plan).toBe('free');
  });
});
