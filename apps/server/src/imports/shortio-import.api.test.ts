import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  type ImportOwner,
  importAcrossRestart,
  importToTheEnd,
  listedByCode,
  newImportOwner,
  seedOutcomes,
  storedImportKey,
} from '../../test/import-harness.js';
import { json } from '../../test/vendors/shlink-server.js';
import { type ShortioSeed, startShortioServer } from '../../test/vendors/shortio-server.js';
import { html, rateLimited, type VendorServer } from '../../test/vendors/vendor-http.js';

/** Imports from a Short.io-shaped loopback server through the public API. */
let t: TestApp;
const KEY = 'sk_shortio_0123456789';

beforeAll(async () => {
  t = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1', BLOCKED_HOSTS: 'blocked.example' });
});
afterAll(() => t.close());

/** `n` links a minute apart from 2024-02-03, paths `{prefix}{i}`. */
const seeds = (prefix: string, n: number): ShortioSeed[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `${prefix}${String(i).padStart(4, '0')}`,
    originalURL: `https://example.com/${prefix}/${i}`,
    title: `Short.io link ${i}`,
    tags: ['from-shortio'],
    createdAt: new Date(Date.UTC(2024, 1, 3) + i * 60_000).toISOString(),
  }));

const importFrom = (owner: ImportOwner, baseUrl: string, extra: object = {}) =>
  importToTheEnd(owner, { source: 'shortio', base_url: baseUrl, api_key: KEY, ...extra });

const linkPages = (paths: string[]) => paths.filter((path) => path.startsWith('/api/links?'));

describe('importing from Short.io', () => {
  it('reads every page of every domain, with each outcome and the mapped domain', async () => {
    const owner = await newImportOwner(t);
    await seedOutcomes(t, owner, {
      sameCode: 'si-same1',
      sameUrl: 'https://example.com/same',
      takenCode: 'si-taken',
      domain: 'go.kurz.link',
    });
    const old = '2020-01-01T00:00:00.000Z';
    const brand = [
      ...seeds('sibr', 160),
      { path: 'si-same1', originalURL: 'https://example.com/same', createdAt: old },
      { path: 'si-taken', originalURL: 'https://example.com/mine', createdAt: old },
      { path: 'si-block', originalURL: 'https://blocked.example/x', createdAt: old },
      { path: '', originalURL: 'https://example.com/no-path', createdAt: old },
    ];
    const shortio = await startShortioServer({
      apiKey: KEY,
      domains: [
        { id: 20002, hostname: 'other.test', links: seeds('siot', 5) },
        { id: 10001, hostname: 'brand.test', links: brand },
        { id: 30003, hostname: 'empty.test', links: [] },
      ],
    });
    const job = await importFrom(owner, shortio.baseUrl, {
      domain_map: { 'brand.test': 'go.kurz.link' },
    });
    await shortio.close();
    expect(job).toMatchObject({
      status: 'done',
      total: null,
      created: 165,
      existing: 1,
      conflicts: 1,
      refused: 1,
      errors: 1,
    });
    const pages = linkPages(shortio.paths);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toBe('/api/links?domain_id=10001&limit=150');
    expect(pages[1]).toMatch(/^\/api\/links\?domain_id=10001&limit=150&pageToken=\w+/);
    expect(pages[2]).toBe('/api/links?domain_id=20002&limit=150');
    expect(pages[3]).toBe('/api/links?domain_id=30003&limit=150');
    expect(shortio.requests.every((r) => r.headers.authorization === KEY)).toBe(true);
    expect(await listedByCode(owner, 'sibr0007')).toMatchObject({
      domain: 'go.kurz.link',
      full_url: 'https://example.com/sibr/7',
      title: 'Short.io link 7',
      tags: ['from-shortio'],
      imported_clicks: null,
      imported_created_at: '2024-02-03T00:07:00.000Z',
    });
    expect(await listedByCode(owner, 'siot0001')).toMatchObject({ domain: 'kurz.link' });
  });

  it('creates nothing new on a second run', async () => {
    const owner = await newImportOwner(t);
    const shortio = await startShortioServer({
      apiKey: KEY,
      domains: [{ id: 1, hostname: 'sio.test', links: seeds('sitw', 20) }],
    });
    const first = await importFrom(owner, shortio.baseUrl);
    const second = await importFrom(owner, shortio.baseUrl);
    await shortio.close();
    expect(first).toMatchObject({ status: 'done', created: 20 });
    expect(second).toMatchObject({ status: 'done', created: 0, existing: 20, conflicts: 0 });
  });

  it('waits out a 429 for as long as Retry-After says, then goes on', async () => {
    const owner = await newImportOwner(t);
    let limited = 0;
    const shortio = await startShortioServer({
      apiKey: KEY,
      domains: [{ id: 7, hostname: 'sio.test', links: seeds('sirl', 170) }],
      fault: (path, response) => {
        if (!path.includes('pageToken=') || limited++ > 0) return false;
        rateLimited(response, '1', { message: 'Rate limit exceeded' });
        return true;
      },
    });
    const started = Date.now();
    const job = await importFrom(owner, shortio.baseUrl);
    await shortio.close();
    expect(job).toMatchObject({ status: 'done', created: 170 });
    expect(linkPages(shortio.paths)).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it.each([
    ['a key Short.io refuses (401)', 'sk_wrong', undefined, /refused the API key \(401\)/],
    [
      'a 403 on the links',
      KEY,
      (r: ServerResponse) => json(r, 403, { message: 'Forbidden' }),
      /refused the API key \(403\)/,
    ],
    [
      'an HTML page',
      KEY,
      (r: ServerResponse) => html(r, 200, '<!doctype html><title>Short.io</title>'),
      /text\/html, not JSON/,
    ],
    [
      'a domain list that is not one',
      KEY,
      (r: ServerResponse) => json(r, 200, { domains: [] }),
      /not Short\.io's domain list/,
    ],
  ])('fails clearly on %s', async (_name, key, answer, message) => {
    const owner = await newImportOwner(t);
    const shortio = await startShortioServer({
      apiKey: key,
      domains: [{ id: 1, hostname: 'sio.test', links: seeds('sifl', 3) }],
      ...(answer && {
        fault: (_path: string, response: ServerResponse) => {
          answer(response);
          return true;
        },
      }),
    });
    const job = await importFrom(owner, shortio.baseUrl);
    await shortio.close();
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(message);
    expect(job.message).not.toContain(KEY);
    expect(await storedImportKey(t, job.id)).toBeNull();
  });

  it("fails clearly on a page of links that is not Short.io's, keeping what came before", async () => {
    const owner = await newImportOwner(t);
    const shortio = await startShortioServer({
      apiKey: KEY,
      domains: [{ id: 1, hostname: 'sio.test', links: seeds('sish', 200) }],
      fault: (path, response) => {
        if (!path.includes('pageToken=')) return false;
        json(response, 200, { data: [], next: null });
        return true;
      },
    });
    const job = await importFrom(owner, shortio.baseUrl);
    await shortio.close();
    expect(job).toMatchObject({ status: 'failed', created: 150 });
    expect(job.message).toMatch(/not Short\.io's list of links/);
  });

  it('resumes at the page it stopped on in a new process, with the right counts', async () => {
    let shortio: VendorServer | undefined;
    let lists = 0;
    const { midway, job } = await importAcrossRestart({
      source: 'shortio',
      key: KEY,
      start: async (hold) => {
        shortio = await startShortioServer({
          apiKey: KEY,
          domains: [{ id: 1, hostname: 'sio.test', links: seeds('sirs', 350) }],
          fault: (path, response) =>
            path.startsWith('/api/links?') && ++lists === 3 ? hold(response) : false,
        });
        return shortio;
      },
    });
    expect(midway).toMatchObject({ status: 'running', created: 300 });
    expect(job).toMatchObject({ status: 'done', created: 350, existing: 0, errors: 0 });
    // Resumed at its page token, not the domain's first page again.
    const pages = linkPages(shortio?.paths ?? []);
    expect(pages.filter((path) => !path.includes('pageToken'))).toHaveLength(1);
    expect(pages.at(-1)).toBe(pages.at(-2));
  });
});
