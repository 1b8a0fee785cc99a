import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import type { AuthClient } from '../test/auth-client.js';
import { signedInClient } from '../test/auth-client.js';
import { setPlan } from '../test/custom-domains.js';

/** Link expiry (issue 25): by time on a fixed clock, by clicks under concurrency. */
const START = Date.parse('2030-03-01T12:00:00Z');
let now = START;
let t: TestApp;
let ada: AuthClient;

beforeEach(async () => {
  now = START;
  t = await createTestApp({}, { clock: { now: () => now } });
  ada = await signedInClient(t.app, 'ada@example.com');
  await setPlan(t, 'ada@example.com', 'premium');
});
afterEach(() => t.close());

const open = (code: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/${code}`, headers: { host: 'kurz.link' } });

async function shorten(body: Record<string, unknown>) {
  return ada.post('/api/shorten', { full_url: 'https://example.com/sale', ...body });
}

async function storedClicks(): Promise<number> {
  await t.app.clicks.flush();
  const rows = await t.db.kysely.selectFrom('clicks').select('id').execute();
  return rows.length;
}

describe('a link that expires at a moment', () => {
  it('forwards until then, then answers 410 with the expired page and records no click', async () => {
    // 14:00 at +01:00: an hour after START (12:00 UTC).
    const made = await shorten({
      short_url: 'spring-sale',
      expires_at: '2030-03-01T14:00:00+01:00',
    });
    expect(made.statusCode, made.body).toBe(200);
    now = START + 3_599_999;
    expect((await open('spring-sale')).statusCode).toBe(302);
    now = START + 3_600_000;
    const gone = await open('spring-sale');
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Link expired');
    expect(gone.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await open('spring-sale', 'HEAD')).statusCode).toBe(410);
    expect(await storedClicks()).toBe(1);
  });

  it('sends visitors to the expired URL when one is set', async () => {
    await shorten({
      short_url: 'summer-sale',
      expires_at: new Date(START + 3_600_000).toISOString(),
      expired_url: 'https://example.com/sale-over',
    });
    now = START + 3_600_000;
    const after = await open('summer-sale');
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe('https://example.com/sale-over');
    expect(await storedClicks()).toBe(0);
  });

  it('refuses a moment in the past, a bad date and a bad expired URL', async () => {
    const past = await shorten({ expires_at: new Date(START - 1).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('expires_at must be in the future');
    const bad = await shorten({ expires_at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('expires_at must be a date and time');
    const url = await shorten({ max_clicks: 3, expired_url: 'javascript:alert(1)' });
    expect(url.statusCode).toBe(400);
    expect(url.json().error).toMatch(/^expired_url: /);
    expect(await t.db.kysely.selectFrom('links').select('id').execute()).toEqual([]);
  });
});

describe('a link that expires after a number of clicks', () => {
  it('never lets more through than the limit under 50 concurrent requests', async () => {
    await shorten({ short_url: 'first-ten', max_clicks: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => open('first-ten')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 302)).toHaveLength(10);
    expect(statuses.filter((status) => status === 410)).toHaveLength(40);
    expect(await storedClicks()).toBe(10);
    const view = (await ada.get('/api/links')).json().links[0];
    expect(view).toMatchObject({ max_clicks: 10, clicks_left: 0, clicks: 10 });
  });

  it('counts no click for HEAD, and starts counting anew when a limit is set on a link', async () => {
    const made = await shorten({ short_url: 'limit-later' });
    const { id } = made.json();
    for (let i = 0; i < 3; i++) expect((await open('limit-later')).statusCode).toBe(302);
    const limited = await ada.send('PATCH', `/api/links/${id}`, { max_clicks: 2 });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json()).toMatchObject({ max_clicks: 2, clicks_left: 2 });
    expect((await open('limit-later', 'HEAD')).statusCode).toBe(302);
    expect((await open('limit-later')).statusCode).toBe(302);
    expect((await open('limit-later')).statusCode).toBe(302);
    expect((await open('limit-later')).statusCode).toBe(410);
    // Cleared: it forwards again.
    const cleared = await ada.send('PATCH', `/api/links/${id}`, { max_clicks: null });
    expect(cleared.json()).toMatchObject({ max_clicks: null, clicks_left: null });
    expect((await open('limit-later')).statusCode).toBe(302);
  });

  it('refuses limits of 0, negative or fractional', async () => {
    for (const max_clicks of [0, -5, 2.5]) {
      const refused = await shorten({ max_clicks });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/^max_clicks must be/);
    }
  });
});

describe('who may set an expiry', () => {
  it('needs premium or higher to set one; anyone may clear one', async () => {
    const made = await shorten({ short_url: 'was-premium', max_clicks: 5 });
    expect(made.statusCode).toBe(200);
    await setPlan(t, 'ada@example.com', 'free');
    const refused = await shorten({ expires_at: new Date(START + 60_000).toISOString() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Link expiry needs the premium plan or higher. Upgrade your plan to use it.',
    );
    const cleared = await ada.send('PATCH', `/api/links/${made.json().id}`, { max_clicks: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('shows the expiry on the link and through the API v1 contract fields', async () => {
    const made = await shorten({
      short_url: 'see-expiry',
      expires_at: '2030-03-02T09:30:00-05:00',
      expired_url: 'https://example.com/over',
    });
    const view = await ada.get(`/api/links/${made.json().id}`);
    expect(view.json()).toMatchObject({
      expires_at: '2030-03-02T14:30:00.000Z',
      max_clicks: null,
      clicks_left: null,
      expired_url: 'https://example.com/over',
    });
  });
});
