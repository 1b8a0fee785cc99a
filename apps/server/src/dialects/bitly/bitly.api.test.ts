import { API_MESSAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type AuthClient, signedInClient } from '../../../test/auth-client.js';
import { createTeam } from '../../../test/teams.js';

/**
 * Kurz speaking Bitly's API v4 at /v4, called over a real socket as Bitly's docs write the
 * calls: a Bearer token, JSON bodies, a bitlink as `domain/code` in the path.
 */
let t: TestApp;
let ada: AuthClient;
let base: string;
let secret: string;

const call = (method: string, path: string, body?: object, token = secret) =>
  fetch(`${base}/v4${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
const BITLINK = {
  created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
  id: expect.stringMatching(/^kurz\.link\//),
  link: expect.stringMatching(/^https:\/\/kurz\.link\//),
  custom_bitlinks: [],
  long_url: expect.any(String),
  title: expect.any(String),
  archived: false,
  tags: expect.any(Array),
  deeplinks: [],
  references: { group: expect.stringMatching(/\/v4\/groups\/B[0-9a-f]{10}$/) },
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', {
    name: 'Bitly',
    scopes: ['links:read', 'links:write', 'analytics:read'],
  });
  expect(created.statusCode).toBe(201);
  secret = created.json().secret;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const groupGuid = async () =>
  ((await answer(await call('GET', '/groups'))).body.groups as { guid: string }[])[0]?.guid ?? '';

describe('Bitly v4 links', () => {
  it('shortens into the group, 201 new and 200 for a long URL it already has', async () => {
    const group_guid = await groupGuid();
    const body = { long_url: 'https://dev.example.com/shorten', domain: 'kurz.link', group_guid };
    const made = await answer(await call('POST', '/shorten', body));
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ ...BITLINK, long_url: 'https://dev.example.com/shorten' });
    const again = await answer(await call('POST', '/shorten', body));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    const code = String(made.body.id).split('/')[1];
    const opened = await t.app.inject({ url: `/${code}`, headers: { host: 'kurz.link' } });
    expect(opened.headers.location).toBe('https://dev.example.com/shorten');
  });

  it('creates with a title and tags, and reads, updates and deletes by bitlink', async () => {
    const made = await answer(
      await call('POST', '/bitlinks', {
        long_url: 'https://dev.example.com/bitlinks',
        title: 'Spring sale',
        tags: ['spring', 'sale'],
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: 'Spring sale', tags: ['sale', 'spring'] });
    const id = String(made.body.id);
    for (const path of [id, encodeURIComponent(id)]) {
      const read = await answer(await call('GET', `/bitlinks/${path}`));
      expect(read).toMatchObject({
        status: 200,
        body: { id, long_url: 'https://dev.example.com/bitlinks' },
      });
    }
    const updated = await answer(
      await call('PATCH', `/bitlinks/${id}`, {
        title: 'Summer sale',
        long_url: 'https://dev.example.com/summer',
      }),
    );
    expect(updated).toMatchObject({
      status: 200,
      body: { id, title: 'Summer sale', long_url: 'https://dev.example.com/summer' },
    });
    const deleted = await answer(await call('DELETE', `/bitlinks/${encodeURIComponent(id)}`));
    expect(deleted).toEqual({
      status: 200,
      body: { links_deleted: [{ id, link: `https://${id}` }] },
    });
    const gone = await answer(await call('GET', `/bitlinks/${id}`));
    expect(gone).toEqual({
      status: 404,
      body: {
        message: 'NOT_FOUND',
        description: 'What you are looking for cannot be found.',
        resource: 'bitlinks',
      },
    });
  });

  it('expands a bitlink and summarises its clicks', async () => {
    const made = await answer(
      await call('POST', '/bitlinks', { long_url: 'https://dev.example.com/clicked' }),
    );
    const id = String(made.body.id);
    for (let n = 0; n < 3; n++) {
      const opened = await t.app.inject({
        url: `/${id.split('/')[1]}`,
        headers: { host: 'kurz.link' },
      });
      expect(opened.statusCode).toBe(302);
    }
    await t.app.clicks.flush();
    expect(await answer(await call('POST', '/expand', { bitlink_id: id }))).toEqual({
      status: 200,
      body: {
        link: `https://${id}`,
        id,
        long_url: 'https://dev.example.com/clicked',
        created_at: expect.stringMatching(/\+0000$/),
      },
    });
    const all = await answer(await call('GET', `/bitlinks/${id}/clicks/summary`));
    expect(all).toMatchObject({ status: 200, body: { total_clicks: 3, units: -1, unit: 'day' } });
    const week = await answer(await call('GET', `/bitlinks/${id}/clicks/summary?unit=day&units=7`));
    expect(week).toMatchObject({ status: 200, body: { total_clicks: 3, units: 7, unit: 'day' } });
    const past = await answer(
      await call(
        'GET',
        `/bitlinks/${id}/clicks/summary?unit=day&units=1&unit_reference=2020-01-01T00:00:00-0000`,
      ),
    );
    expect(past.body).toMatchObject({
      total_clicks: 0,
      unit_reference: '2020-01-01T00:00:00+0000',
    });
  });

  it('answers the user and its one group, the key’s workspace', async () => {
    const user = await answer(await call('GET', '/user'));
    expect(user).toMatchObject({
      status: 200,
      body: {
        login: 'ada@example.com',
        emails: [{ email: 'ada@example.com', is_primary: true, is_verified: true }],
        default_group_guid: await groupGuid(),
      },
    });
    const groups = await answer(await call('GET', '/groups'));
    expect(groups.body.groups).toEqual([
      expect.objectContaining({
        guid: user.body.default_group_guid,
        name: 'Personal',
        is_active: true,
      }),
    ]);
  });
});

describe('Bitly v4 refusals', () => {
  it('answers 403 FORBIDDEN without a token or with a wrong one, and to a session', async () => {
    for (const token of ['', 'kurz_notakey_0000']) {
      const refused = await answer(await call('GET', '/user', undefined, token));
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'FORBIDDEN', resource: 'user' },
      });
    }
    expect((await ada.get('/v4/user')).statusCode).toBe(403);
  });

  it.each([
    ['a missing long_url', {}, 'INVALID_ARG_LONG_URL', 'long_url'],
    [
      'a long_url that is no web address',
      { long_url: 'javascript:alert(1)' },
      'INVALID_ARG_LONG_URL',
      'long_url',
    ],
    [
      'deeplinks',
      { long_url: 'https://dev.example.com/d', deeplinks: [{}] },
      'INVALID_ARG_DEEPLINKS',
      'deeplinks',
    ],
  ])('refuses %s as Bitly does', async (_label, body, message, field) => {
    const refused = await answer(await call('POST', '/bitlinks', body));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message,
      resource: 'bitlinks',
      description: expect.any(String),
      errors: [{ field, error_code: expect.stringMatching(/^(invalid|missing)$/) }],
    });
  });

  it('refuses a group that is not the key’s, a domain it cannot use, and another’s bitlink', async () => {
    const other = await answer(
      await call('POST', '/shorten', {
        long_url: 'https://dev.example.com/g',
        group_guid: 'Ba1bc23dE4F',
      }),
    );
    expect(other).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
    const domain = await answer(
      await call('POST', '/shorten', { long_url: 'https://dev.example.com/b', domain: 'bit.ly' }),
    );
    expect(domain.status).toBe(400);
    const theirs = await ada.post('/api/shorten', {
      full_url: 'https://example.com/session',
      short_url: 'bitly-session',
    });
    expect(theirs.statusCode).toBe(200);
    const bob = await signedInClient(t.app, 'bob@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'bob@example.com')
      .execute();
    const bobKey = (
      await bob.post('/api/api-keys', { name: 'b', scopes: ['links:read', 'links:write'] })
    ).json().secret;
    for (const [method, path] of [
      ['GET', '/bitlinks/kurz.link/bitly-session'],
      ['DELETE', '/bitlinks/kurz.link%2Fbitly-session'],
    ] as const) {
      expect((await call(method, path, undefined, bobKey)).status).toBe(404);
    }
    const scope = await answer(
      await call('GET', '/bitlinks/kurz.link/bitly-session/clicks/summary', undefined, bobKey),
    );
    expect(scope).toMatchObject({
      status: 403,
      body: { description: API_MESSAGES.missingScope('analytics:read') },
    });
  });

  it("acts in a team key's team", async () => {
    const owner = await signedInClient(t.app, 'owner@example.com');
    const orgId = await createTeam(t, owner, 'owner@example.com');
    const team = (
      await owner.post('/api/api-keys', {
        name: 't',
        scopes: ['links:read', 'links:write'],
        org_id: orgId,
      })
    ).json().secret;
    const groups = await answer(await call('GET', '/groups', undefined, team));
    const guid = (groups.body.groups as { guid: string; name: string }[])[0];
    expect(guid?.guid).not.toBe(await groupGuid());
    const made = await answer(
      await call(
        'POST',
        '/shorten',
        { long_url: 'https://dev.example.com/team', group_guid: guid?.guid },
        team,
      ),
    );
    expect(made.status).toBe(201);
    const teamLinks = (await owner.get(`/api/team-urls?organization_id=${orgId}`)).json();
    expect(teamLinks.links).toHaveLength(1);
  });

  it('answers a route Kurz does not speak in Bitly shape', async () => {
    expect(await answer(await call('GET', '/organizations'))).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND', description: 'This Bitly API route does not exist on Kurz.' },
    });
  });
});
