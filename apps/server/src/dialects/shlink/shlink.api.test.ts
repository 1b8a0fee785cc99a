import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type AuthClient, signedInClient } from '../../../test/auth-client.js';
import {
  ErrorType,
  FetchHttpClient,
  NodeHttpClient,
  type ProblemDetailsError,
  ShlinkApiClient,
  type ShlinkClient,
} from '../../../test/shlink-sdk.js';
import { createTeam, joinTeam } from '../../../test/teams.js';
import { rollUpClicks } from '../../analytics/roll-up-clicks.js';

/**
 * Shlink's own JS SDK, unchanged, against a listening Kurz: only the base URL and the API
 * key are Kurz's. Every answer is checked as the SDK's types describe Shlink's.
 */

let t: TestApp;
let base: string;
let ada: AuthClient;
let secret: string;
let shlink: ShlinkClient;

const clientWith = (apiKey: string, http: object = new FetchHttpClient()) =>
  new ShlinkApiClient(http, { baseUrl: base, apiKey });

async function keyOf(client: AuthClient, scopes: string[]): Promise<string> {
  const created = await client.post('/api/api-keys', { name: `shlink ${scopes.join()}`, scopes });
  expect(created.statusCode).toBe(201);
  return created.json().secret;
}

/** What the SDK throws for a refusal: Shlink's problem body, parsed. */
async function refusal(call: Promise<unknown>): Promise<ProblemDetailsError> {
  try {
    await call;
  } catch (problem) {
    return problem as ProblemDetailsError;
  }
  throw new Error('the call was not refused');
}

/** A visit as a browser makes it: a real GET of the short link over the socket. */
function visit(code: string, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/${code}`, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  secret = await keyOf(ada, ['links:read', 'links:write', 'analytics:read', 'domains:read']);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  shlink = clientWith(secret);
});
afterAll(() => t.close());

describe("Shlink's JS SDK against Kurz", () => {
  it('reads the health without a key', async () => {
    expect(await shlink.health()).toMatchObject({ status: 'pass', version: expect.any(String) });
    const bare = await fetch(`${base}/rest/health`);
    expect(bare.status).toBe(200);
    expect(await bare.json()).toMatchObject({ status: 'pass' });
  });

  it('creates a short URL with a custom slug, tags and a title', async () => {
    const created = await shlink.createShortUrl({
      longUrl: 'https://example.com/docs/shlink',
      customSlug: 'shlink-docs',
      tags: ['docs', 'Shlink'],
      title: 'The docs',
    });
    expect(created).toEqual({
      shortCode: 'shlink-docs',
      shortUrl: 'https://kurz.link/shlink-docs',
      longUrl: 'https://example.com/docs/shlink',
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      tags: ['docs', 'Shlink'],
      meta: { validSince: null, validUntil: null, maxVisits: null },
      domain: null,
      title: 'The docs',
      crawlable: false,
      forwardQuery: false,
      hasRedirectRules: false,
      visitsSummary: { total: 0, nonBots: 0, bots: 0 },
    });
  });

  it('keeps an expiry and a visit limit as the meta', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, '+00:00');
    const created = await shlink.createShortUrl({
      longUrl: 'https://example.com/limited',
      validUntil: until,
      maxVisits: 5,
    });
    expect(created.meta).toEqual({ validSince: null, validUntil: until, maxVisits: 5 });
    expect(created.shortCode).toMatch(/^\w+$/);
  });

  it('returns the existing short URL with findIfExists', async () => {
    const first = await shlink.createShortUrl({
      longUrl: 'https://example.com/once',
      tags: ['once'],
    });
    const again = await shlink.createShortUrl({
      longUrl: 'https://example.com/once',
      tags: ['once'],
      findIfExists: true,
    });
    expect(again.shortCode).toBe(first.shortCode);
    const other = await shlink.createShortUrl({
      longUrl: 'https://example.com/once',
      findIfExists: true,
      tags: ['different'],
    });
    expect(other.shortCode).not.toBe(first.shortCode);
  });

  it('creates on another short domain and finds it there only', async () => {
    const created = await shlink.createShortUrl({
      longUrl: 'https://example.com/go',
      customSlug: 'on-go-link',
      domain: 'go.kurz.link',
    });
    expect(created).toMatchObject({
      domain: 'go.kurz.link',
      shortUrl: 'https://go.kurz.link/on-go-link',
    });
    const found = await shlink.getShortUrl({ shortCode: 'on-go-link', domain: 'go.kurz.link' });
    expect(found.longUrl).toBe('https://example.com/go');
    const elsewhere = await refusal(shlink.getShortUrl({ shortCode: 'on-go-link' }));
    expect(elsewhere).toMatchObject({ type: ErrorType.INVALID_SHORTCODE, status: 404 });
  });

  it('lists with a search, tags, an order and pages', async () => {
    for (const [slug, tags] of [
      ['listed-a', ['list-x', 'list-y']],
      ['listed-b', ['list-x']],
      ['listed-c', ['list-z']],
    ] as const)
      await shlink.createShortUrl({
        longUrl: `https://example.com/listing/${slug}`,
        customSlug: slug,
        tags: [...tags],
      });
    const searched = await shlink.listShortUrls({ searchTerm: '/listing/', itemsPerPage: 10 });
    expect(searched.data.map((url) => url.shortCode).sort()).toEqual([
      'listed-a',
      'listed-b',
      'listed-c',
    ]);
    expect(searched.pagination).toEqual({
      currentPage: 1,
      pagesCount: 1,
      itemsPerPage: 10,
      itemsInCurrentPage: 3,
      totalItems: 3,
    });
    const both = await shlink.listShortUrls({ tags: ['list-x', 'LIST-Y'], tagsMode: 'all' });
    expect(both.data.map((url) => url.shortCode)).toEqual(['listed-a']);
    const either = await shlink.listShortUrls({
      tags: ['list-y', 'list-z'],
      tagsMode: 'any',
      orderBy: { field: 'shortCode', dir: 'DESC' },
    });
    expect(either.data.map((url) => url.shortCode)).toEqual(['listed-c', 'listed-a']);
    const newest = await shlink.listShortUrls({ searchTerm: '/listing/' });
    expect(newest.data[0]?.shortCode).toBe('listed-c');
    const second = await shlink.listShortUrls({
      page: '2',
      itemsPerPage: 2,
      searchTerm: '/listing/',
    });
    expect(second.data).toHaveLength(1);
    expect(second.pagination).toEqual({
      currentPage: 2,
      pagesCount: 2,
      itemsPerPage: 2,
      itemsInCurrentPage: 1,
      totalItems: 3,
    });
    const future = await shlink.listShortUrls({ startDate: '2999-01-01T00:00:00+00:00' });
    expect(future.pagination).toMatchObject({
      totalItems: 0,
      pagesCount: 1,
      itemsInCurrentPage: 0,
    });
  });

  it('lists the short URLs of one domain', async () => {
    await shlink.createShortUrl({
      longUrl: 'https://example.com/only-go',
      customSlug: 'only-on-go',
      domain: 'go.kurz.link',
    });
    const onGo = await shlink.listShortUrls({ domain: 'go.kurz.link', searchTerm: 'only-go' });
    expect(onGo.data.map((url) => url.shortCode)).toEqual(['only-on-go']);
    const onDefault = await shlink.listShortUrls({ domain: 'DEFAULT', searchTerm: 'only-go' });
    expect(onDefault.data).toEqual([]);
  });

  it('gets and edits a short URL', async () => {
    await shlink.createShortUrl({
      longUrl: 'https://example.com/docs/shlink',
      customSlug: 'edit-docs',
      tags: ['docs', 'Shlink'],
      title: 'The docs',
    });
    const got = await shlink.getShortUrl({ shortCode: 'edit-docs' });
    expect(got).toMatchObject({
      shortCode: 'edit-docs',
      title: 'The docs',
      tags: ['docs', 'Shlink'],
    });
    const edited = await shlink.updateShortUrl(
      { shortCode: 'edit-docs' },
      { longUrl: 'https://example.com/docs/v2', title: 'Docs v2', tags: ['docs'], maxVisits: 100 },
    );
    expect(edited).toMatchObject({
      shortCode: 'edit-docs',
      longUrl: 'https://example.com/docs/v2',
      title: 'Docs v2',
      tags: ['docs'],
      meta: { maxVisits: 100, validUntil: null },
    });
    const cleared = await shlink.updateShortUrl({ shortCode: 'edit-docs' }, { maxVisits: null });
    expect(cleared.meta.maxVisits).toBeNull();
    expect((await shlink.getShortUrl({ shortCode: 'edit-docs' })).longUrl).toBe(
      'https://example.com/docs/v2',
    );
  });

  it("pages a short URL's visits, made by real redirects", async () => {
    await shlink.createShortUrl({ longUrl: 'https://example.com/visited', customSlug: 'visited' });
    const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(
      await visit('visited', { 'user-agent': browser, referer: 'https://news.example/a' }),
    ).toBe(302);
    expect(
      await visit('visited', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ).toBe(302);
    // From a public address, for a country: the inject sets the peer address.
    const fromGb = await t.app.inject({
      url: '/visited',
      headers: { host: 'kurz.link', 'user-agent': browser },
      remoteAddress: '81.2.69.142',
    });
    expect(fromGb.statusCode).toBe(302);
    await t.app.clicks.flush();

    const visits = await shlink.getShortUrlVisits({ shortCode: 'visited' });
    expect(visits.pagination).toMatchObject({ currentPage: 1, pagesCount: 1, totalItems: 3 });
    expect(visits.data).toHaveLength(3);
    for (const seen of visits.data) {
      expect(seen.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(seen.visitedUrl).toBe('https://kurz.link/visited');
    }
    expect(visits.data.filter((seen) => seen.potentialBot)).toHaveLength(1);
    expect(visits.data.map((seen) => seen.referer)).toContain('news.example');
    const located = visits.data.find((seen) => seen.visitLocation !== null);
    expect(located?.visitLocation).toMatchObject({
      countryCode: 'GB',
      countryName: 'United Kingdom',
      cityName: null,
      isEmpty: false,
    });
    expect(visits.data.find((seen) => seen.referer)?.userAgent).toContain('Firefox');

    const later = await shlink.getShortUrlVisits(
      { shortCode: 'visited' },
      { startDate: new Date(Date.now() + 60_000).toISOString() },
    );
    expect(later.pagination.totalItems).toBe(0);
    const until = await shlink.getShortUrlVisits(
      { shortCode: 'visited' },
      { endDate: new Date(Date.now() + 60_000).toISOString() },
    );
    expect(until.pagination.totalItems).toBe(3);
    const humans = await shlink.getShortUrlVisits({ shortCode: 'visited' }, { excludeBots: true });
    expect(humans.pagination.totalItems).toBe(2);
    const paged = await shlink.getShortUrlVisits(
      { shortCode: 'visited' },
      { itemsPerPage: 2, page: 2 },
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({
      currentPage: 2,
      pagesCount: 2,
      itemsInCurrentPage: 1,
    });
    const summary = (await shlink.getShortUrl({ shortCode: 'visited' })).visitsSummary;
    expect(summary).toEqual({ total: 3, nonBots: 2, bots: 1 });
    // Once rolled up into the analytics, the counts read the rollups and stay the same.
    await rollUpClicks({ db: t.db, now: Date.now() });
    expect((await shlink.getShortUrl({ shortCode: 'visited' })).visitsSummary).toEqual(summary);
    const listed = await shlink.listShortUrls({ searchTerm: 'example.com/visited' });
    expect(listed.data.map((url) => url.visitsSummary)).toEqual([summary]);
    expect((await shlink.getShortUrlVisits({ shortCode: 'visited' })).data).toHaveLength(3);
  });

  it('lists the tags, with their stats', async () => {
    await shlink.createShortUrl({ longUrl: 'https://example.com/t1', tags: ['stat-x', 'stat-y'] });
    await shlink.createShortUrl({ longUrl: 'https://example.com/t2', tags: ['stat-x'] });
    const tags = await shlink.listTags();
    expect(tags.data).toEqual(expect.arrayContaining(['stat-x', 'stat-y']));
    const stats = await shlink.tagsStats();
    expect(stats.data.find((stat) => stat.tag === 'stat-x')).toEqual({
      tag: 'stat-x',
      shortUrlsCount: 2,
      visitsSummary: { total: 0, nonBots: 0, bots: 0 },
    });
  });

  it('lists the domains, the default first', async () => {
    const domains = await shlink.listDomains();
    expect(domains.data).toEqual([
      {
        domain: 'kurz.link',
        isDefault: true,
        redirects: {
          baseUrlRedirect: null,
          regular404Redirect: null,
          invalidShortUrlRedirect: null,
        },
      },
      {
        domain: 'go.kurz.link',
        isDefault: false,
        redirects: {
          baseUrlRedirect: null,
          regular404Redirect: null,
          invalidShortUrlRedirect: null,
        },
      },
    ]);
    expect(domains.defaultRedirects).toEqual({
      baseUrlRedirect: null,
      regular404Redirect: null,
      invalidShortUrlRedirect: null,
    });
  });

  it('deletes a short URL', async () => {
    await shlink.createShortUrl({ longUrl: 'https://example.com/gone', customSlug: 'gone-soon' });
    await expect(shlink.deleteShortUrl({ shortCode: 'gone-soon' })).resolves.toBeUndefined();
    const after = await refusal(shlink.getShortUrl({ shortCode: 'gone-soon' }));
    expect(after).toMatchObject({
      type: ErrorType.INVALID_SHORTCODE,
      status: 404,
      shortCode: 'gone-soon',
    });
    const opened = await t.app.inject({ url: '/gone-soon', headers: { host: 'kurz.link' } });
    expect(opened.statusCode).toBe(404);
  });

  it("acts in a team with a team's key: the team's links only", async () => {
    const owner = await signedInClient(t.app, 'team-owner@example.com');
    const orgId = await createTeam(t, owner, 'team-owner@example.com');
    const admin = await joinTeam(t, owner, orgId, 'team-admin@example.com', 'admin');
    const created = await admin.post('/api/api-keys', {
      name: 'team shlink',
      scopes: ['links:read', 'links:write'],
      org_id: orgId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const teams = clientWith(created.json().secret);
    const made = await teams.createShortUrl({
      longUrl: 'https://example.com/team',
      customSlug: 'team-made',
    });
    expect(made.shortCode).toBe('team-made');
    const listed = (await owner.get(`/api/team-urls?organization_id=${orgId}`)).json();
    expect(listed.links.map((link: { short_url: string }) => link.short_url)).toContain(
      'team-made',
    );
    expect((await teams.listShortUrls()).data.map((url) => url.shortCode)).toEqual(['team-made']);
    // Ada's personal links are nobody's in the team.
    await shlink.createShortUrl({ longUrl: 'https://example.com/mine', customSlug: 'not-team' });
    const personal = await refusal(teams.getShortUrl({ shortCode: 'not-team' }));
    expect(personal).toMatchObject({ type: ErrorType.INVALID_SHORTCODE, status: 404 });
  });

  it("works the same through the SDK's Node HTTP client", async () => {
    const overNode = clientWith(secret, new NodeHttpClient());
    const created = await overNode.createShortUrl({
      longUrl: 'https://example.com/node',
      customSlug: 'over-node',
      tags: ['node'],
    });
    expect(created).toMatchObject({ shortCode: 'over-node', tags: ['node'], domain: null });
    expect((await overNode.getShortUrl({ shortCode: 'over-node' })).longUrl).toBe(
      'https://example.com/node',
    );
    const listed = await overNode.listShortUrls({ tags: ['node'] });
    expect(listed.data.map((url) => url.shortCode)).toEqual(['over-node']);
    await overNode.deleteShortUrl({ shortCode: 'over-node' });
    const gone = await refusal(overNode.getShortUrl({ shortCode: 'over-node' }));
    expect(gone).toMatchObject({ type: ErrorType.INVALID_SHORTCODE, status: 404 });
  });
});

it("runs docs/shlink-api.md's curl example as written", async () => {
  const doc = fs.readFileSync(
    new URL('../../../../../docs/shlink-api.md', import.meta.url),
    'utf8',
  );
  const example = /```sh\n([\s\S]*?)```/.exec(doc)?.[1]?.trim() ?? '';
  expect(example).toContain('/rest/v3/short-urls');
  const command = example.replace('https://app.kurz.link', base);
  const { stdout } = await promisify(execFile)('sh', ['-c', `${command} -sS -w '\n%{http_code}'`], {
    env: { PATH: process.env.PATH, KURZ_API_KEY: secret },
  });
  const [body = '', status] = stdout.split(/\n(?=\d{3}$)/);
  expect(status).toBe('200');
  expect(JSON.parse(body)).toMatchObject({
    shortCode: 'launch-day',
    shortUrl: 'https://kurz.link/launch-day',
    longUrl: 'https://example.com/launch',
    tags: ['news'],
  });
});

describe("refusals in Shlink's problem shape", () => {
  it('answers a missing key with missing-authentication, as problem+json', async () => {
    const bare = await fetch(`${base}/rest/v3/short-urls`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await bare.json()).toMatchObject({
      type: ErrorType.INVALID_AUTHORIZATION,
      title: 'Invalid authorization',
      status: 401,
      detail: expect.stringContaining('X-Api-Key'),
    });
    const empty = await refusal(clientWith('').listShortUrls());
    expect(empty).toMatchObject({ type: ErrorType.INVALID_AUTHORIZATION, status: 401 });
  });

  it('answers an unknown or revoked key with invalid-api-key', async () => {
    const unknown = await refusal(clientWith('kurz_nope_nope').listShortUrls());
    expect(unknown).toMatchObject({ type: ErrorType.INVALID_API_KEY, status: 401 });
    const notOurs = await refusal(clientWith('some-shlink-uuid').listTags());
    expect(notOurs).toMatchObject({ type: ErrorType.INVALID_API_KEY, status: 401 });
  });

  it('answers an unknown short code with short-url-not-found', async () => {
    const missing = await refusal(shlink.getShortUrl({ shortCode: 'no-such-code' }));
    expect(missing).toEqual({
      type: ErrorType.INVALID_SHORTCODE,
      title: 'Short URL not found',
      detail: 'No URL found with short code "no-such-code"',
      status: 404,
      shortCode: 'no-such-code',
    });
    for (const call of [
      () => shlink.updateShortUrl({ shortCode: 'no-such-code' }, { title: 'x' }),
      () => shlink.deleteShortUrl({ shortCode: 'no-such-code' }),
      () => shlink.getShortUrlVisits({ shortCode: 'no-such-code' }),
    ]) {
      expect(await refusal(call())).toMatchObject({
        type: ErrorType.INVALID_SHORTCODE,
        status: 404,
      });
    }
  });

  it('answers a taken slug with non-unique-slug', async () => {
    await shlink.createShortUrl({ longUrl: 'https://example.com/taken', customSlug: 'taken-slug' });
    const taken = await refusal(
      shlink.createShortUrl({ longUrl: 'https://example.com/other', customSlug: 'taken-slug' }),
    );
    expect(taken).toEqual({
      type: ErrorType.INVALID_SLUG,
      title: 'Invalid custom slug',
      detail: 'Provided slug "taken-slug" is already in use.',
      status: 400,
      customSlug: 'taken-slug',
    });
  });

  it('answers an invalid URL, slug or setting with invalid-data naming the field', async () => {
    const badUrl = await refusal(shlink.createShortUrl({ longUrl: 'not a url' }));
    expect(badUrl).toMatchObject({
      type: ErrorType.INVALID_ARGUMENT,
      title: 'Invalid data',
      status: 400,
      invalidElements: ['longUrl'],
      detail: expect.any(String),
    });
    const badSlug = await refusal(
      shlink.createShortUrl({ longUrl: 'https://example.com/x', customSlug: 'a b' }),
    );
    expect(badSlug).toMatchObject({
      type: ErrorType.INVALID_ARGUMENT,
      invalidElements: ['customSlug'],
    });
    const since = await refusal(
      shlink.createShortUrl({
        longUrl: 'https://example.com/x',
        validSince: '2030-01-01T00:00:00Z',
      }),
    );
    expect(since).toMatchObject({
      type: ErrorType.INVALID_ARGUMENT,
      invalidElements: ['validSince'],
    });
    const visits = await refusal(
      shlink.createShortUrl({ longUrl: 'https://example.com/x', maxVisits: -3 }),
    );
    expect(visits).toMatchObject({
      type: ErrorType.INVALID_ARGUMENT,
      invalidElements: ['maxVisits'],
    });
    await shlink.createShortUrl({ longUrl: 'https://example.com/p', customSlug: 'past-check' });
    const past = await refusal(
      shlink.updateShortUrl(
        { shortCode: 'past-check' },
        { validUntil: '2001-01-01T00:00:00+00:00' },
      ),
    );
    expect(past).toMatchObject({
      type: ErrorType.INVALID_ARGUMENT,
      invalidElements: ['validUntil'],
    });
    const domain = await refusal(
      shlink.createShortUrl({ longUrl: 'https://example.com/x', domain: 'unknown.example' }),
    );
    expect(domain).toMatchObject({ type: ErrorType.INVALID_ARGUMENT, invalidElements: ['domain'] });
  });

  it("refuses a free plan's key and a key without the scope with 403", async () => {
    const bob = await signedInClient(t.app, 'bob@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'bob@example.com')
      .execute();
    const bobKey = await keyOf(bob, ['links:read']);
    const readOnly = await refusal(
      clientWith(bobKey).createShortUrl({ longUrl: 'https://example.com/b' }),
    );
    expect(readOnly).toMatchObject({
      status: 403,
      title: 'Forbidden',
      detail: expect.stringContaining('links:write'),
    });
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'free' })
      .where('email', '=', 'bob@example.com')
      .execute();
    const free = await refusal(clientWith(bobKey).listShortUrls());
    expect(free).toMatchObject({ status: 403, detail: expect.stringContaining('Pro') });
  });

  it("answers another workspace's short code as one that does not exist", async () => {
    const eve = await signedInClient(t.app, 'eve@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'eve@example.com')
      .execute();
    const eves = clientWith(await keyOf(eve, ['links:read', 'links:write', 'analytics:read']));
    await shlink.createShortUrl({ longUrl: 'https://example.com/ada', customSlug: 'adas-own' });
    for (const call of [
      () => eves.getShortUrl({ shortCode: 'adas-own' }),
      () => eves.updateShortUrl({ shortCode: 'adas-own' }, { title: 'mine now' }),
      () => eves.deleteShortUrl({ shortCode: 'adas-own' }),
      () => eves.getShortUrlVisits({ shortCode: 'adas-own' }),
    ]) {
      expect(await refusal(call())).toMatchObject({
        type: ErrorType.INVALID_SHORTCODE,
        status: 404,
      });
    }
    expect((await eves.listShortUrls()).data).toEqual([]);
    expect((await shlink.getShortUrl({ shortCode: 'adas-own' })).title).toBeNull();
  });

  it("answers what Kurz lacks of Shlink's API with not-found or invalid-data", async () => {
    const rules = await refusal(shlink.getShortUrlRedirectRules({ shortCode: 'no-such-code' }));
    expect(rules).toMatchObject({ type: ErrorType.NOT_FOUND, status: 404 });
    const excluded = await refusal(shlink.listShortUrls({ excludeTags: ['docs'] }));
    expect(excluded).toMatchObject({
      type: ErrorType.INVALID_ARGUMENT,
      invalidElements: ['excludeTags'],
    });
    const order = await refusal(
      fetch(`${base}/rest/v3/short-urls?orderBy=color-ASC`, {
        headers: { 'X-Api-Key': secret },
      }).then(async (response) => {
        if (!response.ok) throw await response.json();
      }),
    );
    expect(order).toMatchObject({ type: ErrorType.INVALID_ARGUMENT, invalidElements: ['orderBy'] });
  });
});
