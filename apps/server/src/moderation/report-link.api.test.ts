import { FORM_TEXTS } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { APP_ORIGIN, type AuthClient, randomIp, signedInClient } from '../../test/auth-client.js';

let t: TestApp;
let boss: AuthClient;

beforeEach(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@kurz.test' });
  const ada = await signedInClient(t.app, 'ada@example.com');
  boss = await signedInClient(t.app, 'boss@kurz.test');
  await ada.post('/api/shorten', {
    full_url: 'https://phish.example/login',
    short_url: 'reported',
  });
  // Two clicks, as the dashboard would count them.
  for (let i = 0; i < 2; i++)
    await t.app.inject({ url: '/reported', headers: { host: 'kurz.link' } });
  await t.app.clicks.flush();
});
afterEach(() => t.close());

const report = (payload: object, ip = randomIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-link',
    payload,
    remoteAddress: ip,
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN, ...headers },
  });

const VALID = {
  shortUrl: 'https://kurz.link/reported',
  reason: 'phishing',
  details: 'Asks for my bank password',
  email: 'victim@example.com',
};

const inbox = async () => (await boss.get('/api/admin/inbox/link-reports')).json();

describe('POST /api/report-link', () => {
  it('stores a report that the admin inbox shows with its link resolved', async () => {
    const reply = await report(VALID);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: FORM_TEXTS.reportSuccess });
    const page = await inbox();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      shortUrl: 'https://kurz.link/reported',
      reason: 'phishing',
      details: 'Asks for my bank password',
      reporterEmail: 'victim@example.com',
      handledAt: null,
      link: {
        shortLink: 'https://kurz.link/reported',
        destination: 'https://phish.example/login',
        ownerEmail: 'ada@example.com',
        clicks: 2,
        isDisabled: false,
      },
    });
  });

  it('accepts an unknown short URL alike, marked not found in the inbox', async () => {
    const known = await report(VALID);
    const unknown = await report({ ...VALID, shortUrl: 'kurz.link/nobody-here', email: '' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    const items = (await inbox()).items;
    expect(
      items.find((item: { shortUrl: string }) => item.shortUrl === 'kurz.link/nobody-here'),
    ).toMatchObject({ link: null, reporterEmail: null });
  });

  it('lets the admin disable the link from the inbox entry', async () => {
    await report(VALID);
    const [entry] = (await inbox()).items;
    const disabled = await boss.post('/api/admin/moderation/link', {
      shortUrl: entry.link.shortLink,
      isDisabled: true,
      reason: `report ${entry.id}`,
    });
    expect(disabled.statusCode).toBe(200);
    expect((await inbox()).items[0].link.isDisabled).toBe(true);
    const redirect = await t.app.inject({ url: '/reported', headers: { host: 'kurz.link' } });
    expect(redirect.statusCode).toBe(451);
    const handled = await boss.send('PATCH', `/api/admin/inbox/link-reports/${entry.id}`, {
      handled: true,
    });
    expect(handled.json().handledAt).not.toBeNull();
  });

  it.each([
    ['no short URL', { ...VALID, shortUrl: '' }, 'Short URL is required'],
    ['an unknown reason', { ...VALID, reason: 'boring' }, 'Please choose a reason'],
    ['a bad email', { ...VALID, email: 'not-an-email' }, 'Email must be a valid email address'],
    [
      'details too long',
      { ...VALID, details: 'x'.repeat(2001) },
      'Details must be at most 2000 characters',
    ],
    ['a short URL of two lines', { ...VALID, shortUrl: 'a\nb' }, 'Short URL must be a single line'],
  ])("refuses %s with 400 and the field's message", async (_name, payload, message) => {
    const reply = await report(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(message);
  });

  it('answers the sixth report from one address within ten minutes with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await report(VALID, ip)).statusCode).toBe(200);
    const refused = await report(VALID, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(VALID)).statusCode).toBe(200); // another address
  });

  it("refuses a report a foreign site sends with a visitor's cookies", async () => {
    const reply = await report(VALID, randomIp(), {
      origin: 'https://evil.example',
      cookie: boss.cookieHeader,
    });
    expect(reply.statusCode).toBe(403);
    expect((await inbox()).total).toBe(0);
  });
});
