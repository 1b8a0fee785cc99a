import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { setPlan } from '../../test/custom-domains.js';

/**
 * A protected link that has expired (past its moment, or its last click spent) says so
 * before it asks for the password: nobody types a password for a link that is over, and
 * no click or password guess is spent on it.
 */
const START = Date.parse('2030-03-01T12:00:00Z');
let now = START;
let t: TestApp;
let ada: AuthClient;

/** Ada signed up once on premium; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({}, { clock: { now: () => now } }, async (first) => {
    const client = await signedInClient(first.app, 'ada@example.com');
    await setPlan(first, 'ada@example.com', 'premium');
    return client;
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  now = START;
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const open = (code: string) => t.app.inject({ url: `/${code}`, headers: { host: 'kurz.link' } });
const unlock = (code: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/${code}`,
    remoteAddress: '198.51.100.7',
    headers: { host: 'kurz.link', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

async function shorten(body: Record<string, unknown>) {
  const made = await ada.post('/api/shorten', { full_url: 'https://example.com/sale', ...body });
  expect(made.statusCode, made.body).toBe(200);
}

async function spentClicks(code: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('links')
    .select('clicks_counted')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.clicks_counted);
}

async function storedClicks(): Promise<number> {
  await t.app.clicks.flush();
  return (await t.db.kysely.selectFrom('clicks').select('id').execute()).length;
}

describe('a protected link whose clicks are spent', () => {
  it('answers its expired page instead of the password prompt, to a visit and to a password', async () => {
    await shorten({ short_url: 'last-ticket', password: 'p4ss', max_clicks: 1 });
    expect((await open('last-ticket')).body).toContain('<form method="post">');
    expect((await unlock('last-ticket', 'p4ss')).statusCode).toBe(303);

    const visit = await open('last-ticket');
    expect(visit.statusCode).toBe(410);
    expect(visit.body).toContain('Link expired');
    expect(visit.body).not.toContain('<form');
    for (const password of ['wrong guess', 'p4ss']) {
      const posted = await unlock('last-ticket', password);
      expect(posted.statusCode, password).toBe(410);
      expect(posted.body).toContain('Link expired');
    }
    expect(await spentClicks('last-ticket')).toBe(1);
    expect(await storedClicks()).toBe(1);
  });

  it('sends visitors to its expired URL, with no prompt', async () => {
    await shorten({
      short_url: 'gone-ticket',
      password: 'p4ss',
      max_clicks: 1,
      expired_url: 'https://example.com/sold-out',
    });
    expect((await unlock('gone-ticket', 'p4ss')).headers.location).toBe('https://example.com/sale');
    for (const answer of [await open('gone-ticket'), await unlock('gone-ticket', 'nope')]) {
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://example.com/sold-out');
    }
  });

  it('still asks for the password while a click is left, spending none', async () => {
    await shorten({ short_url: 'two-tickets', password: 'p4ss', max_clicks: 2 });
    expect((await unlock('two-tickets', 'p4ss')).statusCode).toBe(303);
    const asked = await open('two-tickets');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post">');
    expect(await spentClicks('two-tickets')).toBe(1);
  });
});

describe('a protected link past its moment', () => {
  it('answers a posted password, right or wrong, with its expired page', async () => {
    await shorten({
      short_url: 'late-entry',
      password: 'p4ss',
      expires_at: new Date(START + 60_000).toISOString(),
    });
    now = START + 60_000;
    for (const password of ['wrong guess', 'p4ss']) {
      const posted = await unlock('late-entry', password);
      expect(posted.statusCode, password).toBe(410);
      expect(posted.body).toContain('Link expired');
    }
    expect(await storedClicks()).toBe(0);
  });
});
