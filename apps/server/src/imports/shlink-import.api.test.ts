import type { ImportJobView } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  type ImportOwner,
  importAcrossRestart,
  newImportOwner,
} from '../../test/import-harness.js';
import { startLoopbackServer } from '../../test/loopback-http.js';
import { PATIENTLY } from '../../test/patiently.js';
import {
  json,
  type ShlinkSeed,
  type ShlinkServer,
  shlinkRateLimited,
  startShlinkServer,
} from '../../test/vendors/shlink-server.js';
import { insertImport } from './import-repository.js';

/**
 * Imports from a Shlink-shaped loopback server through the public API: pagination,
 * outcomes, idempotency, the source's faults and a restart mid-import.
 */
let t: TestApp;
const KEY = 'shlink-key-0123';
/** Polled like a script would: a key may make 120 calls a minute. */
const POLL = { ...PATIENTLY, interval: 300 };

beforeAll(async () => {
  t = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1', BLOCKED_HOSTS: 'blocked.example' });
});
afterAll(() => t.close());

/** A new pro member with an API key, so tests share no links. */
const newOwner = () => newImportOwner(t);
type Owner = ImportOwner;
/** Each fault's links get their own prefix. */
let faultRuns = 0;

const seeds = (prefix: string, n: number): ShlinkSeed[] =>
  Array.from({ length: n }, (_, i) => ({
    shortCode: `${prefix}-code-${i}`,
    longUrl: `https://example.com/${prefix}/${i}`,
    title: `Page ${i}`,
    tags: ['imported', 'shlink'],
    dateCreated: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    visits: i,
  }));

async function startImport(owner: Owner, baseUrl: string, extra: object = {}) {
  const answer = await owner.call('POST', '/api/v1/imports', {
    source: 'shlink',
    base_url: baseUrl,
    api_key: KEY,
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(202);
  expect(answer.json()).toEqual({ id: expect.any(String), status: 'queued' });
  return answer.json().id as string;
}

async function ended(owner: Owner, id: string, on = t.app): Promise<ImportJobView> {
  return vi.waitFor(async () => {
    const job = (await owner.call('GET', `/api/v1/imports/${id}`, undefined, on)).json();
    expect(['done', 'failed']).toContain(job.status);
    return job;
  }, POLL);
}

const storedKey = async (id: string) =>
  (
    await t.db.kysely
      .selectFrom('imports')
      .select('api_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).api_key;

describe('importing from Shlink', () => {
  it('reads every page and keeps codes, titles, tags, dates and the source clicks', async () => {
    const shlink = await startShlinkServer({ apiKey: KEY, links: seeds('pg', 230) });
    const owner = await newOwner();
    const id = await startImport(owner, shlink.baseUrl);
    const job = await ended(owner, id);
    await shlink.close();
    expect(job).toMatchObject({
      status: 'done',
      total: 230,
      created: 230,
      existing: 0,
      conflicts: 0,
      refused: 0,
      errors: 0,
    });
    expect(shlink.pages).toEqual([1, 2, 3]);
    expect(shlink.requests.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
    const link = (await owner.call('GET', '/api/v1/links?search=pg-code-7'))
      .json()
      .links.find((l: { short_url: string }) => l.short_url === 'pg-code-7');
    expect(link).toMatchObject({
      full_url: 'https://example.com/pg/7',
      title: 'Page 7',
      tags: ['imported', 'shlink'],
      clicks: 0,
      imported_clicks: 7,
      imported_created_at: '2024-01-01T00:07:00.000Z',
    });
    expect(await storedKey(id)).toBeNull();
    const list = (await owner.call('GET', '/api/v1/imports')).json();
    expect(list.imports.map((i: ImportJobView) => i.id)).toEqual([id]);
    expect(JSON.stringify(list)).not.toContain(KEY);
  });

  it('creates nothing new when the same source is imported twice', async () => {
    const shlink = await startShlinkServer({ apiKey: KEY, links: seeds('tw', 40) });
    const owner = await newOwner();
    expect(await ended(owner, await startImport(owner, shlink.baseUrl))).toMatchObject({
      created: 40,
    });
    const again = await ended(owner, await startImport(owner, shlink.baseUrl));
    await shlink.close();
    expect(again).toMatchObject({
      status: 'done',
      created: 0,
      existing: 40,
      conflicts: 0,
      refused: 0,
    });
    const count = await t.db.kysely
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('code', 'like', 'tw-code-%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(40);
  });

  it('keeps codes shorter than Kurz lets a person type, which then redirect and edit', async () => {
    const owner = await newOwner();
    const shlink = await startShlinkServer({
      apiKey: KEY,
      links: [
        { shortCode: 'q7Kx2', longUrl: 'https://example.com/five', dateCreated: '2024-01-01' },
        { shortCode: 'z', longUrl: 'https://example.com/one', dateCreated: '2024-01-02' },
        { shortCode: 'api', longUrl: 'https://example.com/api', dateCreated: '2024-01-03' },
      ],
    });
    const job = await ended(owner, await startImport(owner, shlink.baseUrl));
    await shlink.close();
    expect(job).toMatchObject({ status: 'done', created: 2, refused: 1 });
    for (const [code, url] of [
      ['q7Kx2', 'https://example.com/five'],
      ['z', 'https://example.com/one'],
    ]) {
      const visit = await t.app.inject({
        method: 'GET',
        url: `/${code}`,
        headers: { host: 'kurz.link' },
      });
      expect(visit.statusCode, code).toBe(302);
      expect(visit.headers.location).toBe(url);
    }
    const listed = (await owner.call('GET', '/api/v1/links?search=q7Kx2')).json().links[0];
    const edited = await owner.call('PATCH', `/api/v1/links/${listed.id}`, { title: 'Kept' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ short_url: 'q7Kx2', title: 'Kept' });
    // A person still types six characters or more.
    const typed = await owner.call('POST', '/api/v1/links', {
      full_url: 'https://example.com/typed',
      short_url: 'q7Kx3',
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toBe('Custom short URL must be at least 6 characters');
  });

  it('reports each link as created, already there, a conflict or refused', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    // The code is another workspace's, to another destination: a conflict.
    expect(
      (
        await other.call('POST', '/api/v1/links', {
          full_url: 'https://example.com/theirs',
          short_url: 'oc-taken',
        })
      ).statusCode,
    ).toBe(201);
    // The same code and destination already here: already there.
    expect(
      (
        await owner.call('POST', '/api/v1/links', {
          full_url: 'https://example.com/same',
          short_url: 'oc-same',
        })
      ).statusCode,
    ).toBe(201);
    const shlink = await startShlinkServer({
      apiKey: KEY,
      links: [
        { shortCode: 'oc-new', longUrl: 'https://example.com/new', dateCreated: '2024-01-01' },
        { shortCode: 'oc-same', longUrl: 'https://example.com/same', dateCreated: '2024-01-02' },
        { shortCode: 'oc-taken', longUrl: 'https://example.com/mine', dateCreated: '2024-01-03' },
        {
          shortCode: 'oc-blocked',
          longUrl: 'https://blocked.example/x',
          dateCreated: '2024-01-04',
        },
        { shortCode: 'oc-inner', longUrl: 'javascript:alert(1)', dateCreated: '2024-01-05' },
      ],
    });
    const job = await ended(owner, await startImport(owner, shlink.baseUrl));
    await shlink.close();
    expect(job).toMatchObject({
      status: 'done',
      total: 5,
      created: 1,
      existing: 1,
      conflicts: 1,
      refused: 2,
      errors: 0,
    });
  });

  it('keeps the codes on the Kurz domain the map names for their source domain', async () => {
    const owner = await newOwner();
    const shlink = await startShlinkServer({
      apiKey: KEY,
      links: [
        {
          shortCode: 'dm-aaaa',
          longUrl: 'https://example.com/dm-aaaa',
          domain: 'brand.test',
          dateCreated: '2024-01-01',
        },
        { shortCode: 'dm-bbbb', longUrl: 'https://example.com/dm-bbbb', dateCreated: '2024-01-02' },
      ],
    });
    const job = await ended(
      owner,
      await startImport(owner, shlink.baseUrl, { domain_map: { 'brand.test': 'go.kurz.link' } }),
    );
    await shlink.close();
    expect(job).toMatchObject({
      status: 'done',
      created: 2,
      domain_map: { 'brand.test': 'go.kurz.link' },
    });
    const rows = await t.db.kysely
      .selectFrom('links')
      .select(['code', 'domain'])
      .where('code', 'in', ['dm-aaaa', 'dm-bbbb'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'dm-aaaa', domain: 'go.kurz.link' },
      { code: 'dm-bbbb', domain: 'kurz.link' },
    ]);
  });

  it('waits out a 429 for as long as Retry-After says, then goes on', async () => {
    const owner = await newOwner();
    const shlink = await startShlinkServer({
      apiKey: KEY,
      links: seeds('rl', 120),
      fault: (page, response, call) => {
        if (page !== 2 || call > 1) return false;
        return shlinkRateLimited(response, 1);
      },
    });
    const started = Date.now();
    const job = await ended(owner, await startImport(owner, shlink.baseUrl));
    await shlink.close();
    expect(job).toMatchObject({ status: 'done', created: 120 });
    expect(shlink.pages).toEqual([1, 2, 2]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("does not hold another member's import up while one waits out a long Retry-After", async () => {
    const own = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1' });
    const waiting = await startShlinkServer({
      apiKey: KEY,
      links: seeds('lw', 120),
      fault: (page, response) => (page === 2 ? shlinkRateLimited(response, 120) : false),
    });
    const quick = await startShlinkServer({ apiKey: KEY, links: seeds('lq', 30) });
    try {
      const first = await newImportOwner(own);
      const second = await newImportOwner(own);
      const start = async (owner: Owner, baseUrl: string) =>
        (
          await owner.call('POST', '/api/v1/imports', {
            source: 'shlink',
            base_url: baseUrl,
            api_key: KEY,
          })
        ).json().id as string;
      const stuck = await start(first, waiting.baseUrl);
      await vi.waitFor(async () => {
        const job = (await first.call('GET', `/api/v1/imports/${stuck}`)).json();
        expect(job.message).toMatch(/^Waiting 120 s for the source's rate limit/);
      }, POLL);
      const job = await ended(second, await start(second, quick.baseUrl), own.app);
      expect(job).toMatchObject({ status: 'done', created: 30 });
      expect((await first.call('GET', `/api/v1/imports/${stuck}`)).json()).toMatchObject({
        status: 'running',
        created: 100,
      });
    } finally {
      await own.close();
      await Promise.all([waiting.close(), quick.close()]);
    }
  });

  it.each([
    [
      'a 401 (wrong key)',
      (r: import('node:http').ServerResponse) =>
        json(r, 401, {
          type: 'https://shlink.io/api/error/invalid-api-key',
          title: 'Invalid API key',
          status: 401,
        }),
      /refused the API key \(401\)/,
    ],
    [
      'a 503 every time',
      (r: import('node:http').ServerResponse) => json(r, 503, { title: 'down' }),
      /answered 503/,
    ],
    [
      'an HTML page',
      (r: import('node:http').ServerResponse) => {
        r.writeHead(200, { 'content-type': 'text/html' });
        r.end('<!doctype html><title>Login</title>');
      },
      /text\/html, not JSON/,
    ],
    [
      'a truncated JSON page every time',
      (r: import('node:http').ServerResponse) => {
        r.writeHead(200, { 'content-type': 'application/json' });
        r.end('{"shortUrls":{"data":[{"shortCode":"x"');
      },
      /truncated or invalid JSON/,
    ],
  ])(
    'fails clearly on %s from page 2 and keeps the links imported so far',
    async (_name, answer, message) => {
      const owner = await newOwner();
      const prefix = `f${++faultRuns}x`;
      const shlink = await startShlinkServer({
        apiKey: KEY,
        links: seeds(prefix, 150),
        fault: (page, response) => {
          if (page !== 2) return false;
          answer(response);
          return true;
        },
      });
      const id = await startImport(owner, shlink.baseUrl);
      const job = await ended(owner, id);
      await shlink.close();
      expect(job).toMatchObject({ status: 'failed', created: 100, total: 150 });
      expect(job.message).toMatch(message);
      expect(job.message).not.toContain(KEY);
      expect(await storedKey(id)).toBeNull();
    },
  );

  it('retries a page that failed once (503) and finishes', async () => {
    const owner = await newOwner();
    const shlink = await startShlinkServer({
      apiKey: KEY,
      links: seeds('once', 30),
      fault: (_page, response, call) => {
        if (call !== 0) return false;
        json(response, 503, { title: 'busy' });
        return true;
      },
    });
    const job = await ended(owner, await startImport(owner, shlink.baseUrl));
    await shlink.close();
    expect(job).toMatchObject({ status: 'done', created: 30 });
  });

  it('never follows a redirect to another host: the key stays with the source', async () => {
    const owner = await newOwner();
    const trap = await startLoopbackServer(undefined, '127.0.0.2');
    const shlink = await startShlinkServer({
      apiKey: KEY,
      links: seeds('rd', 5),
      fault: (_page, response) => {
        response.writeHead(302, { location: `http://127.0.0.2:${trap.port}/rest/v3/short-urls` });
        response.end();
        return true;
      },
    });
    const job = await ended(owner, await startImport(owner, shlink.baseUrl));
    await Promise.all([shlink.close(), trap.close()]);
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(/redirected to another host/);
    expect(trap.accepted).toBe(0);
  });

  it.each([
    [
      'a loopback address not named in IMPORT_PRIVATE_HOSTS',
      'http://127.0.0.2:8080',
      /IMPORT_PRIVATE_HOSTS/,
    ],
    ['a private address', 'http://10.1.2.3', /IMPORT_PRIVATE_HOSTS/],
    ['cloud metadata', 'http://169.254.169.254/latest', /IMPORT_PRIVATE_HOSTS/],
    ['a URL with credentials', 'http://user:pw@example.com', /user name or password/],
    ['not a URL', 'shlink', /http:\/\/ or https:\/\//],
    ['another scheme', 'ftp://example.com', /http:\/\/ or https:\/\//],
  ])('refuses a source on %s with a 400', async (_name, baseUrl, message) => {
    const owner = await newOwner();
    const answer = await owner.call('POST', '/api/v1/imports', {
      source: 'shlink',
      base_url: baseUrl,
      api_key: KEY,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message ?? answer.json().error).toMatch(message);
  });

  it('refuses a domain map naming a domain the workspace does not have', async () => {
    const owner = await newOwner();
    const answer = await owner.call('POST', '/api/v1/imports', {
      source: 'shlink',
      base_url: 'http://127.0.0.1:9',
      api_key: KEY,
      domain_map: { 's.test': 'not-ours.example' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/Unknown short domain/);
  });

  it("answers 404 for another workspace's import", async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const id = await startImport(owner, 'http://127.0.0.1:9');
    const answer = await stranger.call('GET', `/api/v1/imports/${id}`);
    expect(answer.statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/v1/imports')).json().imports).toEqual([]);
    await ended(owner, id);
  });
});

describe('an import across a restart', () => {
  it('after a crash, counts the links it made since its last save as created, not found', async () => {
    const owner = await newOwner();
    const links = seeds('cr', 120);
    const made = (i: number) =>
      owner.call('POST', '/api/v1/links', {
        full_url: links[i]?.longUrl,
        short_url: links[i]?.shortCode,
      });
    // Three were there before the import began: those are found.
    for (const i of [0, 1, 2]) expect((await made(i)).statusCode).toBe(201);
    const user = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', owner.email)
      .executeTakeFirstOrThrow();
    const key = await t.db.kysely
      .selectFrom('api_keys')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const shlink = await startShlinkServer({ apiKey: KEY, links });
    // A job whose process died after its last save (its lease lapsed), saved after the
    // three were made: a link made in the same millisecond as the save would count as its.
    const before = await t.db.kysely
      .selectFrom('links')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const savedAt = Math.max(Number(before.last) + 1, Date.now());
    const id = `crashed-${savedAt}`;
    await insertImport(t.db.kysely, {
      id,
      user_id: user.id,
      org_id: null,
      key_id: key.id,
      source: 'shlink',
      base_url: shlink.baseUrl,
      api_key: KEY,
      domain_map: '{}',
      status: 'running',
      cursor: JSON.stringify({ page: null, done: 0 }),
      total: null,
      message: null,
      lease_until: savedAt - 1,
      runner: 'a-process-that-died',
      created_at: savedAt - 60_000,
      updated_at: savedAt,
    });
    // …having made five links since that save (from its millisecond on).
    while (Date.now() < savedAt) await new Promise((resolve) => setTimeout(resolve, 1));
    for (const i of [3, 4, 5, 6, 7]) expect((await made(i)).statusCode).toBe(201);
    // Another import wakes this process's runner, which takes the oldest job first.
    const other = await newOwner();
    const empty = await startShlinkServer({ apiKey: KEY, links: [] });
    await ended(other, await startImport(other, empty.baseUrl));
    const job = await ended(owner, id);
    await shlink.close();
    await empty.close();
    expect(job).toMatchObject({
      status: 'done',
      total: 120,
      created: 117,
      existing: 3,
      conflicts: 0,
      refused: 0,
    });
  });

  it('resumes where it stopped on a new process and ends with the right counts', async () => {
    let shlink: ShlinkServer | undefined;
    const { midway, job } = await importAcrossRestart({
      source: 'shlink',
      key: KEY,
      start: async (hold) => {
        shlink = await startShlinkServer({
          apiKey: KEY,
          links: seeds('rs', 250),
          fault: (page, response) => (page === 3 ? hold(response) : false),
        });
        return shlink;
      },
    });
    expect(midway).toMatchObject({ status: 'running', created: 200 });
    expect(job).toMatchObject({
      status: 'done',
      total: 250,
      created: 250,
      existing: 0,
      conflicts: 0,
      refused: 0,
      errors: 0,
    });
    // Resumed at its page, not from the start.
    expect(shlink?.pages.slice(-1)).toEqual([3]);
    expect(shlink?.pages.filter((page) => page === 1)).toHaveLength(1);
  });
});
