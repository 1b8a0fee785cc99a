import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { createTeam } from '../../test/teams.js';

/** A link's title and tags: any plan, a workspace's own, filterable. */
let t: TestApp;
let ada: AuthClient;
let bob: AuthClient;

/** Ada and Bob signed up once; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<[AuthClient, AuthClient]>;

beforeAll(async () => {
  template = await testAppTemplate({}, {}, async (first) => [
    await signedInClient(first.app, 'ada@example.com'),
    await signedInClient(first.app, 'bob@example.com'),
  ]);
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  [ada, bob] = template.prepared.map((client) => client.on(t.app)) as [AuthClient, AuthClient];
});
afterEach(() => t.close());

async function create(who: AuthClient, body: Record<string, unknown>): Promise<string> {
  const made = await who.post('/api/shorten', { full_url: 'https://example.com/a', ...body });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().id as string;
}

const view = async (who: AuthClient, id: string) => (await who.get(`/api/links/${id}`)).json();
const codes = async (who: AuthClient, query: string) =>
  (await who.get(`/api/links?${query}`))
    .json()
    .links.map((link: { short_url: string }) => link.short_url);
const tagList = async (who: AuthClient, query = '') =>
  (await who.get(`/api/tags${query}`)).json().tags;

describe('creating a link with a title and tags', () => {
  it('stores both on the free plan, creating new tags and reusing existing ones whatever the case', async () => {
    const first = await create(ada, {
      short_url: 'first-link',
      title: '  Spring sale ',
      tags: ['Launch', 'news'],
    });
    const second = await create(ada, {
      short_url: 'second-link',
      tags: ['launch', 'NEWS', 'News', 'other'],
    });
    expect(await view(ada, first)).toMatchObject({
      title: 'Spring sale',
      tags: ['Launch', 'news'],
    });
    // The first spelling of a tag stays its name; duplicates in one body fold into one.
    expect((await view(ada, second)).tags).toEqual(['Launch', 'news', 'other']);
    expect(await tagList(ada)).toEqual([
      { id: expect.any(String), name: 'Launch', links: 2 },
      { id: expect.any(String), name: 'news', links: 2 },
      { id: expect.any(String), name: 'other', links: 1 },
    ]);
    const stored = await t.db.kysely.selectFrom('tags').select('name').execute();
    expect(stored).toHaveLength(3);
  });

  it('leaves title null and tags empty when none are given', async () => {
    const id = await create(ada, {});
    expect(await view(ada, id)).toMatchObject({ title: null, tags: [] });
  });

  it.each([
    [
      'eleven tags',
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags: at most 10 per link',
    ],
    [
      'a name with a comma',
      { tags: ['a,b'] },
      'tags: A tag name cannot hold commas or control characters',
    ],
    [
      'a name with a newline',
      { tags: ['a\nb'] },
      'tags: A tag name cannot hold commas or control characters',
    ],
    ['a blank name', { tags: ['  '] }, 'tags: A tag needs a name'],
    ['a name too long', { tags: ['x'.repeat(33)] }, 'tags: A tag name has at most 32 characters'],
    ['tags not a list', { tags: 'launch' }, 'tags must be a list of names'],
    ['a title too long', { title: 'x'.repeat(201) }, 'title: at most 200 characters'],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const made = await ada.post('/api/shorten', { full_url: 'https://example.com/a', ...body });
    expect(made.statusCode).toBe(400);
    expect(made.json().error).toContain(message);
    expect(await t.db.kysely.selectFrom('links').select('id').execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('tags').select('id').execute()).toEqual([]);
  });
});

describe('editing a link', () => {
  it('replaces its tags, clears its title with null, and keeps both when absent', async () => {
    const id = await create(ada, { title: 'Old', tags: ['a', 'b'] });
    const edited = await ada.send('PATCH', `/api/links/${id}`, { tags: ['B', 'c'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Old', tags: ['b', 'c'] });
    const cleared = await ada.send('PATCH', `/api/links/${id}`, { title: null, tags: [] });
    expect(cleared.json()).toMatchObject({ title: null, tags: [] });
    // Tags no link carries drop out of the filter's list.
    expect(await tagList(ada)).toEqual([]);
  });

  it('does not touch the link change feed for a title or tags', async () => {
    const id = await create(ada, {});
    const before = await t.db.kysely.selectFrom('link_changes').select('id').execute();
    await ada.send('PATCH', `/api/links/${id}`, { title: 'New', tags: ['x'] });
    const after = await t.db.kysely.selectFrom('link_changes').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('drops the link from its tags when the link is deleted', async () => {
    const id = await create(ada, { tags: ['gone'] });
    expect((await ada.send('DELETE', `/api/links/${id}`)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('link_tags').selectAll().execute()).toEqual([]);
    expect(await tagList(ada)).toEqual([]);
  });
});

describe('GET /api/links by tag and search', () => {
  beforeEach(async () => {
    await create(ada, { short_url: 'red-sale', title: 'Summer Sale', tags: ['promo'] });
    await create(ada, { short_url: 'blue-news', title: 'Newsletter', tags: ['Promo', 'mail'] });
    await create(ada, { short_url: 'green-mail', tags: ['mail'] });
  });

  it.each([
    ['a tag, any case', 'tag=PROMO', ['blue-news', 'red-sale']],
    ['another tag', 'tag=mail', ['green-mail', 'blue-news']],
    ['a tag nobody has', 'tag=nothing', []],
    ['search in titles', 'search=newsletter', ['blue-news']],
    ['a tag and a search together', 'tag=promo&search=sale', ['red-sale']],
    ['a tag sorted by clicks', 'tag=mail&sort=clicks', ['green-mail', 'blue-news']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(await codes(ada, query)).toEqual(expected);
  });

  it('refuses a tag filter longer than a tag name with 400', async () => {
    expect((await ada.get(`/api/links?tag=${'x'.repeat(33)}`)).statusCode).toBe(400);
  });
});

describe("another workspace's tags", () => {
  it('are never listed, matched or reused: the same name is a new tag of its own', async () => {
    const adas = await create(ada, { short_url: 'adas-link', tags: ['secret'] });
    expect(await tagList(bob)).toEqual([]);
    expect(await codes(bob, 'tag=secret')).toEqual([]);
    const bobs = await create(bob, { short_url: 'bobs-link', tags: ['Secret'] });
    expect((await view(bob, bobs)).tags).toEqual(['Secret']);
    expect((await view(ada, adas)).tags).toEqual(['secret']);
    expect(await tagList(ada)).toMatchObject([{ name: 'secret', links: 1 }]);
    // Editing another person's link to give it tags answers like a missing link.
    const edit = await bob.send('PATCH', `/api/links/${adas}`, { tags: ['mine'] });
    expect(edit.statusCode).toBe(404);
    expect((await view(ada, adas)).tags).toEqual(['secret']);
  });

  it("keep a team's tags apart from its members' personal ones", async () => {
    const orgId = await createTeam(t, ada, 'ada@example.com');
    const team = await ada.post('/api/shorten-team', {
      organization_id: orgId,
      full_url: 'https://example.com/team',
      tags: ['Team tag'],
      title: 'Team page',
    });
    expect(team.statusCode, team.body).toBe(200);
    await create(ada, { tags: ['team TAG'] });
    expect(await tagList(ada, `?organization_id=${orgId}`)).toMatchObject([
      { name: 'Team tag', links: 1 },
    ]);
    expect(await tagList(ada)).toMatchObject([{ name: 'team TAG', links: 1 }]);
    const page = (await ada.get(`/api/team-urls?organization_id=${orgId}&tag=team%20tag`)).json();
    expect(page.links).toMatchObject([{ title: 'Team page', tags: ['Team tag'] }]);
    // A team the caller is not in answers like one that does not exist.
    expect((await bob.get(`/api/tags?organization_id=${orgId}`)).statusCode).toBe(404);
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ url: '/api/tags' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the v1 API', () => {
  it('creates a link with a title and tags', async () => {
    // API keys come with the pro plan.
    await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
    const key = await ada.post('/api/api-keys', { name: 'CI', scopes: ['links:write'] });
    expect(key.statusCode, key.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: { host: 'app.kurz.test', authorization: `Bearer ${key.json().secret}` },
      payload: { full_url: 'https://example.com/api', title: 'From the API', tags: ['api'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'From the API', tags: ['api'] });
  });
});
