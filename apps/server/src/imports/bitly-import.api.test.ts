import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  type ImportOwner,
  importAcrossRestart,
  importToTheEnd,
  newImportOwner,
} from '../../test/import-harness.js';
import {
  type BitlySeed,
  type BitlyServer,
  startBitlyServer,
} from '../../test/vendors/bitly-server.js';
import { json } from '../../test/vendors/shlink-server.js';

/** Imports from a Bitly v4-shaped loopback server through the public API. */
let t: TestApp;
const TOKEN = 'bitly-token-0123';

beforeAll(async () => {
  t = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1' });
});
afterAll(() => t.close());

const newOwner = async () => (await newImportOwner(t)).call;
type Call = ImportOwner['call'];

const seeds = (prefix: string, n: number): BitlySeed[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `bit.ly/${prefix}${String(i).padStart(4, '0')}`,
    long_url: `https://example.com/${prefix}/${i}`,
    title: `Bitlink ${i}`,
    tags: ['from-bitly'],
    created_at: '2023-05-04T03:02:01+0000',
    clicks: 10 + i,
  }));

const importAll = (call: Call, baseUrl: string, extra: object = {}) =>
  importToTheEnd({ call }, { source: 'bitly', base_url: baseUrl, api_key: TOKEN, ...extra });

describe('importing from Bitly', () => {
  it("follows search_after through every page of the default group, with each link's clicks", async () => {
    const call = await newOwner();
    const bitly = await startBitlyServer({ token: TOKEN, links: seeds('pgb', 205) });
    const job = await importAll(call, bitly.baseUrl, { domain_map: { 'bit.ly': 'go.kurz.link' } });
    await bitly.close();
    expect(job).toMatchObject({
      status: 'done',
      total: 205,
      created: 205,
      existing: 0,
      conflicts: 0,
      refused: 0,
      errors: 0,
    });
    const lists = bitly.paths.filter((path) => path.includes('/bitlinks?'));
    expect(lists).toHaveLength(3);
    expect(lists[0]).toMatch(/^\/v4\/groups\/Bg1a2b3c4d5\/bitlinks\?size=100$/);
    expect(lists[1]).toMatch(/search_after=/);
    expect(bitly.paths[0]).toBe('/v4/user');
    const link = (await call('GET', '/api/v1/links?search=pgb0007')).json().links[0];
    expect(link).toMatchObject({
      short_url: 'pgb0007',
      domain: 'go.kurz.link',
      full_url: 'https://example.com/pgb/7',
      title: 'Bitlink 7',
      tags: ['from-bitly'],
      clicks: 0,
      imported_clicks: 17,
      imported_created_at: '2023-05-04T03:02:01.000Z',
    });
  });

  it('reads the group it is given, and a second run creates nothing new', async () => {
    const call = await newOwner();
    const bitly = await startBitlyServer({ token: TOKEN, links: seeds('twb', 12) });
    const first = await importAll(call, bitly.baseUrl, { group_guid: 'Bg1a2b3c4d5' });
    const second = await importAll(call, bitly.baseUrl, { group_guid: 'Bg1a2b3c4d5' });
    await bitly.close();
    expect(first).toMatchObject({ status: 'done', created: 12 });
    expect(second).toMatchObject({ status: 'done', created: 0, existing: 12 });
    expect(bitly.paths).not.toContain('/v4/user');
  });

  it("waits out Bitly's 429 (RATE_LIMIT_EXCEEDED) on a clicks call and goes on", async () => {
    const call = await newOwner();
    let limited = 0;
    const bitly = await startBitlyServer({
      token: TOKEN,
      links: seeds('rlb', 3),
      fault: (path, response) => {
        if (!path.includes('/clicks/summary') || limited++ > 0) return false;
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        response.end(
          JSON.stringify({
            message: 'RATE_LIMIT_EXCEEDED',
            description: 'You have exceeded your rate limit.',
          }),
        );
        return true;
      },
    });
    const job = await importAll(call, bitly.baseUrl);
    await bitly.close();
    expect(job).toMatchObject({ status: 'done', created: 3 });
    expect(limited).toBeGreaterThan(1);
  });

  it('fails clearly on a token Bitly refuses (403) and forgets it', async () => {
    const call = await newOwner();
    const bitly = await startBitlyServer({ token: 'another-token', links: seeds('fb', 2) });
    const job = await importAll(call, bitly.baseUrl);
    await bitly.close();
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(/refused the API key \(403\)/);
    const row = await t.db.kysely
      .selectFrom('imports')
      .select('api_key')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.api_key).toBeNull();
  });

  it('fails clearly on a 500 that lasts, keeping the links already imported', async () => {
    const call = await newOwner();
    const bitly = await startBitlyServer({
      token: TOKEN,
      links: seeds('sb', 150),
      fault: (path, response) => {
        if (!path.includes('search_after=')) return false;
        json(response, 500, {
          message: 'INTERNAL_ERROR',
          description: 'An internal error occurred',
        });
        return true;
      },
    });
    const job = await importAll(call, bitly.baseUrl);
    await bitly.close();
    expect(job).toMatchObject({ status: 'failed', created: 100, total: 150 });
    expect(job.message).toMatch(/answered 500/);
  });

  it('resumes at the page it stopped on in a new process, with the right counts', async () => {
    let bitly: BitlyServer | undefined;
    let lists = 0;
    const { midway, job } = await importAcrossRestart({
      source: 'bitly',
      key: TOKEN,
      start: async (hold) => {
        bitly = await startBitlyServer({
          token: TOKEN,
          links: seeds('rsb', 205),
          fault: (path, response) =>
            path.includes('/bitlinks?') && ++lists === 3 ? hold(response) : false,
        });
        return bitly;
      },
    });
    expect(midway).toMatchObject({ status: 'running', created: 200 });
    expect(job).toMatchObject({ status: 'done', total: 205, created: 205, existing: 0, errors: 0 });
    // The saved search_after, not the first page again.
    const pages = bitly?.paths.filter((path) => path.includes('/bitlinks?')) ?? [];
    expect(pages.filter((path) => !path.includes('search_after'))).toHaveLength(1);
    expect(pages.at(-1)).toBe(pages.at(-2));
  });
});
