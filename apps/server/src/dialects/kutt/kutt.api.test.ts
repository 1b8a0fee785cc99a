import { API_MESSAGES } from '@kurz/shared';
import { Kutt } from 'kutt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type AuthClient, signedInClient } from '../../../test/auth-client.js';
import { createTeam } from '../../../test/teams.js';

/**
 * Kurz speaking Kutt's API v2, driven by the published `kutt` client over a real socket:
 * every answer is read the way the client reads it.
 */
let t: TestApp;
let ada: AuthClient;
let base: string;
let secret: string;
let kutt: Kutt;

const clientFor = (key: string) => new Kutt().set('api', `${base}/api/v2`).set('key', key);

/** A refusal as the client hands it over: Kutt's message, the status and body behind it. */
const refusal = (status: number, error: string) => ({
  message: error,
  cause: { status, data: { error } },
});

const open = async (code: string, headers: Record<string, string>) => {
  const opened = await t.app.inject({
    url: `/${code}`,
    headers: { host: 'kurz.link', ...headers },
  });
  expect(opened.statusCode).toBe(302);
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', {
    name: 'ShareX',
    scopes: ['links:read', 'links:write', 'analytics:read'],
  });
  expect(created.statusCode).toBe(201);
  secret = created.json().secret;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  kutt = clientFor(secret);
});
afterAll(() => t.close());

describe('Kutt API v2 through the kutt client', () => {
  it('answers the health check without a key', async () => {
    expect(await clientFor('').health().check()).toBe(true);
  });

  it('creates a link with a custom URL and answers it in Kutt shape', async () => {
    const link = await kutt.links().create({
      target: 'https://example.com/kutt/custom',
      customurl: 'kutt-custom',
      description: 'Spring sale',
    });
    expect(link).toEqual({
      id: expect.any(String),
      address: 'kutt-custom',
      banned: false,
      created_at: expect.any(Date),
      updated_at: expect.any(Date),
      link: 'https://kurz.link/kutt-custom',
      target: 'https://example.com/kutt/custom',
      description: 'Spring sale',
      password: false,
      expire_in: null,
      visit_count: 0,
    });
    expect(Date.now() - link.created_at.getTime()).toBeLessThan(60_000);
    const opened = await t.app.inject({ url: '/kutt-custom', headers: { host: 'kurz.link' } });
    expect(opened.headers.location).toBe('https://example.com/kutt/custom');
  });

  it('maps expire_in and password onto the link options', async () => {
    const before = Date.now();
    const link = await kutt.links().create({
      target: 'https://example.com/kutt/options',
      expire_in: '2 hours',
      password: 'open-sesame',
    });
    expect(link.password).toBe(true);
    const expiresAt = Date.parse((link as unknown as { expire_in: string }).expire_in);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 2 * 3_600_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000 + 1000);
    const opened = await t.app.inject({ url: `/${link.address}`, headers: { host: 'kurz.link' } });
    expect(opened.statusCode).not.toBe(302);
  });

  it('reuses a link to the same target when asked', async () => {
    const first = await kutt.links().create({ target: 'https://example.com/kutt/reused' });
    const again = await kutt
      .links()
      .create({ target: 'https://example.com/kutt/reused', reuse: true });
    expect(again.id).toBe(first.id);
    const fresh = await kutt.links().create({ target: 'https://example.com/kutt/reused' });
    expect(fresh.id).not.toBe(first.id);
  });

  it('lists links newest first by skip and limit, with the total', async () => {
    for (const n of [1, 2, 3])
      await kutt
        .links()
        .create({ target: `https://example.com/kutt/list-${n}`, customurl: `kutt-list-${n}` });
    const first = await kutt.links().list({ skip: 0, limit: 2 });
    expect(first).toMatchObject({ skip: 0, limit: 2, total: expect.any(Number) });
    expect(first.data.map((link) => link.address)).toEqual(['kutt-list-3', 'kutt-list-2']);
    const next = await kutt.links().list({ skip: 2, limit: 2 });
    expect(next.data[0]?.address).toBe('kutt-list-1');
    expect(next.total).toBe(first.total);
    expect(first.data[0]?.created_at).toBeInstanceOf(Date);
  });

  it('searches the list and counts what the search matched', async () => {
    for (const n of [1, 2, 3])
      await kutt
        .links()
        .create({ target: `https://example.com/kutt/find-${n}`, customurl: `kutt-find-${n}` });
    const answer = await fetch(`${base}/api/v2/links?search=kutt-find&limit=2`, {
      headers: { 'x-api-key': secret },
    });
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { total: number; data: { address: string }[] };
    expect(page.total).toBe(3);
    expect(page.data.map((link: { address: string }) => link.address)).toEqual([
      'kutt-find-3',
      'kutt-find-2',
    ]);
  });

  it.each([
    ['missing', '', 10],
    ['zero', 'limit=0', 10],
    ['over 50', 'limit=500', 50],
  ])('reads a %s limit as Kutt does', async (_label, query, limit) => {
    const answer = await fetch(`${base}/api/v2/links?${query}`, {
      headers: { 'x-api-key': secret },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { limit: number }).limit).toBe(limit);
  });

  it('refuses a limit or skip that is no count', async () => {
    const answer = await fetch(`${base}/api/v2/links?skip=-1`, {
      headers: { 'x-api-key': secret },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'skip query is not valid.' });
  });

  it('updates the target, address and description', async () => {
    const link = await kutt
      .links()
      .create({ target: 'https://example.com/kutt/old', customurl: 'kutt-old' });
    const updated = await kutt.links().update(link.id, {
      target: 'https://example.com/kutt/new',
      address: 'kutt-new',
      description: 'Moved',
    });
    expect(updated).toMatchObject({
      id: link.id,
      address: 'kutt-new',
      target: 'https://example.com/kutt/new',
      description: 'Moved',
      link: 'https://kurz.link/kutt-new',
    });
    const opened = await t.app.inject({ url: '/kutt-new', headers: { host: 'kurz.link' } });
    expect(opened.headers.location).toBe('https://example.com/kutt/new');
    const gone = await t.app.inject({ url: '/kutt-old', headers: { host: 'kurz.link' } });
    expect(gone.statusCode).toBe(404);
  });

  it("reports a link's clicks in Kutt's stats shape", async () => {
    const link = await kutt
      .links()
      .create({ target: 'https://example.com/kutt/stats', customurl: 'kutt-stats' });
    const firefox =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    await open('kutt-stats', { 'user-agent': firefox, referer: 'https://news.example.org/post' });
    await open('kutt-stats', { 'user-agent': firefox });
    await open('kutt-stats', { 'user-agent': chrome });
    await t.app.clicks.flush();

    const stats = await kutt.links().stats(link.id);
    const body = stats as unknown as Record<string, PeriodShape>;
    expect(stats).toMatchObject({ id: link.id, address: 'kutt-stats', visit_count: 3 });
    const sizes = { lastDay: 24, lastWeek: 7, lastMonth: 30, lastYear: 12 } as const;
    for (const [period, size] of Object.entries(sizes)) {
      const { views, total, stats: breakdown } = body[period] as PeriodShape;
      expect(views).toHaveLength(size);
      expect(views.reduce((sum, n) => sum + n, 0)).toBe(3);
      expect(views.at(-1)).toBe(3);
      expect(total).toBe(3);
      expect(breakdown.browser).toContainEqual({ name: 'firefox', value: 2 });
      expect(breakdown.browser).toContainEqual({ name: 'chrome', value: 1 });
      expect(breakdown.browser).toContainEqual({ name: 'safari', value: 0 });
      expect(breakdown.os).toContainEqual({ name: 'windows', value: 2 });
      expect(breakdown.os).toContainEqual({ name: 'macos', value: 1 });
      expect(breakdown.referrer).toContainEqual({ name: 'news.example.org', value: 1 });
      expect(breakdown.referrer).toContainEqual({ name: 'direct', value: 2 });
      expect(breakdown.browser[0]).toEqual({ name: 'firefox', value: 2 });
    }
    expect((body.allTime as PeriodShape).total).toBe(3);

    // Kutt's documented verb is GET; the client's DELETE answers the same and deletes nothing.
    const viaGet = await fetch(`${base}/api/v2/links/${link.id}/stats`, {
      headers: { 'x-api-key': secret },
    });
    expect(viaGet.status).toBe(200);
    expect(((await viaGet.json()) as { lastDay: PeriodShape }).lastDay.total).toBe(3);
  });

  it('removes a link, as Kutt words it', async () => {
    const link = await kutt
      .links()
      .create({ target: 'https://example.com/kutt/removed', customurl: 'kutt-removed' });
    expect(await kutt.links().remove(link.id)).toBe('Link has been deleted successfully.');
    const gone = await t.app.inject({ url: '/kutt-removed', headers: { host: 'kurz.link' } });
    expect(gone.statusCode).toBe(404);
  });

  it("answers the key's owner and the key, as Kutt's users call does", async () => {
    expect(await kutt.users().info()).toEqual({
      apikey: secret,
      email: 'ada@example.com',
      domains: [],
    });
  });
});

interface PeriodShape {
  stats: Record<'browser' | 'os' | 'country' | 'referrer', { name: string; value: number }[]>;
  views: number[];
  total: number;
}

describe('Kutt API v2 refusals through the kutt client', () => {
  it('answers 401 without a key and with a wrong one', async () => {
    await expect(clientFor('').links().list()).rejects.toMatchObject(
      refusal(401, 'Send your Kurz API key in the X-API-KEY header.'),
    );
    await expect(clientFor('kurz_notakey_0000').links().list()).rejects.toMatchObject(
      refusal(401, 'Invalid or revoked API key'),
    );
  });

  it('answers 404 for a link id it does not know, or that is not the key’s', async () => {
    const other = await ada.post('/api/shorten', { full_url: 'https://example.com/not-via-kutt' });
    expect(other.statusCode).toBe(200);
    for (const id of ['no-such-link', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        kutt.links().update(id, { target: 'https://example.com/x', address: 'x-kutt' }),
      ).rejects.toMatchObject(refusal(404, 'Link was not found.'));
      await expect(kutt.links().remove(id)).rejects.toMatchObject(
        refusal(404, 'Link was not found.'),
      );
      await expect(kutt.links().stats(id)).rejects.toMatchObject(
        refusal(404, 'Link was not found.'),
      );
    }
  });

  it('refuses a custom URL that is taken', async () => {
    await kutt
      .links()
      .create({ target: 'https://example.com/kutt/taken', customurl: 'kutt-taken' });
    await expect(
      kutt.links().create({ target: 'https://example.com/kutt/other', customurl: 'kutt-taken' }),
    ).rejects.toMatchObject(refusal(400, 'Custom URL is already in use.'));
  });

  it('refuses a missing or invalid target and a bad expire_in', async () => {
    await expect(kutt.links().create({ target: '' })).rejects.toMatchObject(
      refusal(400, 'Target is missing.'),
    );
    await expect(kutt.links().create({ target: 'javascript:alert(1)' })).rejects.toMatchObject({
      cause: { status: 400, data: { error: expect.any(String) } },
    });
    await expect(
      kutt.links().create({ target: 'https://example.com/kutt/soon', expire_in: '30s' }),
    ).rejects.toMatchObject(refusal(400, 'Expire time should be more than 1 minute.'));
    await expect(
      kutt.links().create({ target: 'https://example.com/kutt/never', expire_in: 'tomorrow-ish' }),
    ).rejects.toMatchObject(
      refusal(400, 'Expire format is invalid. Valid examples: 1m, 8h, 42 days.'),
    );
  });

  it('refuses an update that changes nothing', async () => {
    const link = await kutt.links().create({ target: 'https://example.com/kutt/same' });
    const answer = await fetch(`${base}/api/v2/links/${link.id}`, {
      method: 'PATCH',
      headers: { 'x-api-key': secret, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Should at least update one field.' });
  });

  it('takes no session: a signed-in cookie without a key is refused', async () => {
    const answer = await ada.get('/api/v2/links');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'Send your Kurz API key in the X-API-KEY header.' });
  });

  it('takes a key with a stray cookie from another origin, as an extension signed in to Kurz sends it', async () => {
    const sent = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/links',
        headers: {
          host: 'app.kurz.test',
          cookie: ada.cookieHeader,
          origin: 'chrome-extension://kutt',
          ...headers,
        },
        payload: { target: 'https://example.com/kutt/extension' },
      });
    expect((await sent({ 'x-api-key': secret })).statusCode).toBe(201);
    const cookieOnly = await sent({});
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json()).toEqual({ error: 'Send your Kurz API key in the X-API-KEY header.' });
  });

  it('answers a route Kurz does not speak in Kutt shape', async () => {
    await expect(kutt.domains().create({ address: 'links.example.com' })).rejects.toMatchObject({
      cause: { status: 404, data: { error: 'This Kutt API route does not exist on Kurz.' } },
    });
  });
});

describe('Kutt API v2 keys, scopes, workspaces and domains', () => {
  const keyOf = async (client: AuthClient, scopes: string[], orgId?: string) => {
    const created = await client.post('/api/api-keys', {
      name: 'kutt',
      scopes,
      ...(orgId && { org_id: orgId }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().secret as string;
  };

  it("acts in a team key's team: its links are the team's, and it lists no one's personal links", async () => {
    const owner = await signedInClient(t.app, 'owner@example.com');
    const orgId = await createTeam(t, owner, 'owner@example.com');
    const personal = await kutt.links().create({ target: 'https://example.com/kutt/personal' });
    const team = clientFor(await keyOf(owner, ['links:read', 'links:write'], orgId));
    const made = await team.links().create({ target: 'https://example.com/kutt/team' });
    const listed = await team.links().list({ limit: 50 });
    expect(listed.data.map((link) => link.id)).toEqual([made.id]);
    expect(listed.total).toBe(1);
    const teamLinks = (await owner.get(`/api/team-urls?organization_id=${orgId}`)).json();
    expect(teamLinks.links.map((link: { id: string }) => link.id)).toEqual([made.id]);
    await expect(team.links().remove(personal.id)).rejects.toMatchObject(
      refusal(404, 'Link was not found.'),
    );
  });

  it('refuses a call outside the key’s scopes, and a key whose owner left the pro plan', async () => {
    const cy = await signedInClient(t.app, 'cy@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'cy@example.com')
      .execute();
    const reader = clientFor(await keyOf(cy, ['links:read']));
    await expect(
      reader.links().create({ target: 'https://example.com/kutt/read-only' }),
    ).rejects.toMatchObject(refusal(403, API_MESSAGES.missingScope('links:write')));
    await expect(reader.links().stats('any')).rejects.toMatchObject(
      refusal(403, API_MESSAGES.missingScope('analytics:read')),
    );
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'free' })
      .where('email', '=', 'cy@example.com')
      .execute();
    await expect(reader.links().list()).rejects.toMatchObject(refusal(403, API_MESSAGES.proOnly));
  });

  it("counts every call against the key's limits and says so in the RateLimit headers", async () => {
    const answer = await fetch(`${base}/api/v2/links`, { headers: { 'x-api-key': secret } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-policy')).toContain('"minute";q=120');
    expect(answer.headers.get('ratelimit')).toMatch(/^"(minute|month)";r=\d+;t=\d+$/);
  });

  it('creates on another short domain, and refuses a domain the workspace cannot use', async () => {
    const link = await kutt.links().create({
      target: 'https://example.com/kutt/go',
      customurl: 'kutt-go',
      domain: 'go.kurz.link',
    });
    expect(link.link).toBe('https://go.kurz.link/kutt-go');
    const refused = kutt
      .links()
      .create({ target: 'https://example.com/kutt/elsewhere', domain: 'links.example.org' });
    await expect(refused).rejects.toMatchObject({
      cause: { status: 400, data: { error: expect.stringMatching(/links\.example\.org|domain/i) } },
    });
  });
});
