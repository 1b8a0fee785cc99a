import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { APP_ORIGIN, type AuthClient, signedInClient } from '../../test/auth-client.js';
import { seedClicks } from '../../test/seed.js';
import { rollUpClicks } from './roll-up-clicks.js';
import { readWatermark } from './rollup-repository.js';

let t: TestApp;
let ada: AuthClient;
let linkId: string;

/** Ada and her link made once; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({}, {}, async (first) => {
    const client = await signedInClient(first.app, 'ada@example.com');
    const created = await client.post('/api/shorten', {
      full_url: 'https://example.com/a',
      short_url: 'ada-link',
    });
    linkId = created.json().id;
    return client;
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const setPlan = (email: string, plan: string) =>
  t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: plan })
    .where('email', '=', email)
    .execute();

const openLink = async (times: number) => {
  for (let i = 0; i < times; i++)
    await t.app.inject({
      method: 'GET',
      url: '/ada-link',
      headers: { host: 'kurz.link', 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
    });
  await t.app.clicks.flush();
};

const query = { range: '24h', time_zone: 'Europe/Berlin' };

describe('POST /api/analytics-real', () => {
  it('asks signed-out callers to sign in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics-real',
      payload: query,
      headers: { host: 'app.kurz.test' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Please sign in to view analytics.',
      code: 'unauthenticated',
    });
  });

  it('tells free users to upgrade', async () => {
    const response = await ada.post('/api/analytics-real', query);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Analytics are available for Premium subscribers. Please upgrade your plan.',
    );
  });

  it.each(['premium', 'pro', 'enterprise'])(
    'counts clicks for a %s user, the same on both paths',
    async (plan) => {
      await setPlan('ada@example.com', plan);
      await openLink(3);
      const real = await ada.post('/api/analytics-real', query);
      expect(real.statusCode).toBe(200);
      expect(real.json().data.totals).toMatchObject({ clicks: 3, humans: 3, unique_visitors: 1 });
      const other = await ada.post('/api/analytics', query);
      expect(other.json()).toEqual(real.json());
    },
  );

  it('keeps the session token from script and refuses it as a Bearer credential', async () => {
    await setPlan('ada@example.com', 'premium');
    await openLink(2);
    const reply = await ada.get('/api/auth/get-session');
    const session = reply.json() as { session: Record<string, unknown> };
    expect(session.session.token).toBeUndefined();
    expect(Number(reply.headers['content-length'] ?? reply.rawPayload.length)).toBe(
      reply.rawPayload.length,
    );
    const token = decodeURIComponent(
      /session_token=([^;]+)/.exec(ada.cookieHeader)?.[1] ?? '',
    ).split('.')[0];
    expect(token).toBeTruthy();
    const call = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics-real',
        payload: query,
        headers: { host: 'app.kurz.test', authorization },
      });
    expect((await call(`Bearer ${token}`)).statusCode).toBe(401);
    expect((await call('Bearer not-a-real-session-token-at-all')).statusCode).toBe(401);
    expect((await ada.post('/api/analytics-real', query)).statusCode).toBe(200);
  });

  it('drills down to an own link and answers 404 for another user’s', async () => {
    await setPlan('ada@example.com', 'premium');
    await openLink(1);
    const own = await ada.post('/api/analytics-real', { ...query, link_id: linkId });
    expect(own.json().data.link).toMatchObject({
      id: linkId,
      short_url: 'https://kurz.link/ada-link',
    });
    const bob = await signedInClient(t.app, 'bob@example.com');
    await setPlan('bob@example.com', 'premium');
    const theirs = await bob.post('/api/analytics-real', { ...query, link_id: linkId });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    ['an unknown range', { range: '1y' }],
    ['an unknown time zone', { time_zone: 'Nowhere/City' }],
    ['a malformed date', { range: 'custom', from: '2026-13-01', to: '2026-12-01' }],
    ['an unknown field', { colour: 'blue' }],
  ])('answers 400 for %s', async (_label, body) => {
    await setPlan('ada@example.com', 'premium');
    const response = await ada.post('/api/analytics-real', { ...query, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('exports the current view as CSV', async () => {
    await setPlan('ada@example.com', 'premium');
    await openLink(3);
    const response = await ada.post('/api/analytics-real', { ...query, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kurz-analytics-24h-/,
    );
    expect(response.body).toContain('total,all,3,3,0,1\r\n');
    expect(response.body).toContain('top_link,https://kurz.link/ada-link,3');
    expect(response.body).toContain('browser,Firefox,3');
  });

  it('refuses a cookie-authenticated call from another site', async () => {
    await setPlan('ada@example.com', 'premium');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics-real',
      payload: query,
      headers: { host: 'app.kurz.test', origin: 'https://evil.example', cookie: ada.cookieHeader },
    });
    expect(response.statusCode).toBe(403);
    expect(APP_ORIGIN).toBe('https://app.kurz.test');
  });

  it('counts a link on the dashboard as its analytics do, clicks not yet rolled up included', async () => {
    await setPlan('ada@example.com', 'premium');
    await openLink(3);
    await rollUpClicks({ db: t.db, now: Date.now() });
    // Stored but above the watermark: the tail both readers add to the rollups.
    await seedClicks(t.db, [
      { link_id: linkId, clicked_at: Date.now() - 60_000 },
      { link_id: linkId, clicked_at: Date.now() - 1000, is_bot: 1 },
    ]);
    const { newest } = await t.db.kysely
      .selectFrom('clicks')
      .select((eb) => eb.fn.max('id').as('newest'))
      .executeTakeFirstOrThrow();
    const watermark = await readWatermark(t.db.kysely);
    expect(watermark).toBeGreaterThan(0);
    expect(watermark).toBeLessThan(Number(newest));

    const analytics = await ada.post('/api/analytics', {
      ...query,
      range: 'all',
      link_id: linkId,
    });
    expect(analytics.json().data.totals.clicks).toBe(5);
    const view = (await ada.get(`/api/links/${linkId}`)).json();
    const newestFirst = (await ada.get('/api/links')).json();
    const mostClicked = (await ada.get('/api/links?sort=clicks')).json();
    expect([view.clicks, newestFirst.links[0].clicks, mostClicked.links[0].clicks]).toEqual([
      5, 5, 5,
    ]);
  });
});
