import type { ServerResponse } from 'node:http';
import type { ImportJobView, ImportSource } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import {
  importAcrossRestart,
  importToTheEnd,
  listedByCode,
  newImportOwner,
  seedOutcomes,
  storedImportKey,
} from './import-harness.js';
import { json } from './vendors/shlink-server.js';
import { html } from './vendors/vendor-http.js';
import type { SeededFault, SeededServer, VendorSeed } from './vendors/vendor-server.js';

/** A vendor's loopback server and reader, as the shared import tests drive them. */
export interface VendorUnderTest {
  source: ImportSource;
  /** The key the server accepts. */
  key: string;
  /** The links the reader asks for per page. */
  pageSize: number;
  /** Whether the vendor keeps tags. */
  hasTags: boolean;
  /** The vendor's name as its shape's message says it. */
  name: string;
  start(options: { key: string; links: VendorSeed[]; fault?: SeededFault }): Promise<SeededServer>;
  /** The vendor's own 429 body and headers. */
  rateLimited(response: ServerResponse, retryAfterSeconds: number): void;
}

/**
 * An app for a vendor's import tests (the blocked host refused), and its pro members with
 * API keys, each test its own member, whose `importFrom` queues an import and waits for it.
 */
export function importHarness(source: ImportSource, key: string) {
  const state: { t?: TestApp } = {};
  beforeAll(async () => {
    state.t = await createTestApp({
      IMPORT_PRIVATE_HOSTS: '127.0.0.1',
      BLOCKED_HOSTS: 'blocked.example',
    });
  });
  afterAll(() => state.t?.close());
  const app = () => {
    if (!state.t) throw new Error('the app is not started');
    return state.t;
  };
  async function newOwner() {
    const owner = await newImportOwner(app());
    const importFrom = (baseUrl: string, extra: object = {}): Promise<ImportJobView> =>
      importToTheEnd(owner, { source, base_url: baseUrl, api_key: key, ...extra });
    return { ...owner, importFrom };
  }
  const storedKey = (id: string) => storedImportKey(app(), id);
  return { app, newOwner, storedKey };
}

/** `n` links, the first made first, each with a title, tags and clicks. */
export const vendorSeeds = (prefix: string, n: number, domain?: string): VendorSeed[] =>
  Array.from({ length: n }, (_, i) => ({
    code: `${prefix}-${String(i).padStart(4, '0')}`,
    url: `https://example.com/${prefix}/${i}`,
    title: `Link ${i}`,
    tags: ['imported', 'vendor'],
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    clicks: 10 + i,
    ...(domain && { domain }),
  }));

/**
 * The import tests every source passes: paging to the end with every outcome, a second
 * run, a refused key, a rate limit, the domain map, and the source's failures.
 */
export function describeVendorImport(vendor: VendorUnderTest): ReturnType<typeof importHarness> {
  const harness = importHarness(vendor.source, vendor.key);
  const { app, newOwner, storedKey } = harness;
  let failures = 0;
  const start = (links: VendorSeed[], fault?: SeededFault, key = vendor.key) =>
    vendor.start({ key, links, ...(fault && { fault }) });
  /** Enough links for two full pages and a short third. */
  const manyLinks = vendor.pageSize * 2 + 5;

  describe(`importing from ${vendor.name}`, () => {
    it('reads every page and reports each link created, there already, a conflict, refused or unreadable', async () => {
      const owner = await newOwner();
      const p = `${vendor.source}-oc`;
      await seedOutcomes(app(), owner, {
        sameCode: `${p}-same`,
        sameUrl: 'https://example.com/same',
        takenCode: `${p}-taken`,
        domain: 'kurz.link',
      });
      const at = (minute: number) => new Date(Date.UTC(2023, 0, 1) + minute * 60_000).toISOString();
      const odd: VendorSeed[] = [
        { code: `${p}-same`, url: 'https://example.com/same', createdAt: at(1) },
        { code: `${p}-taken`, url: 'https://example.com/mine', createdAt: at(2) },
        { code: `${p}-blocked`, url: 'https://blocked.example/x', createdAt: at(3) },
        { code: `${p}-nowhere`, url: null, createdAt: at(4) },
      ];
      const links = [...odd, ...vendorSeeds(`${vendor.source}-pg`, manyLinks - odd.length)];
      const server = await start(links);
      const job = await owner.importFrom(server.baseUrl);
      await server.close();
      expect(job).toMatchObject({
        status: 'done',
        total: manyLinks,
        created: manyLinks - 4,
        existing: 1,
        conflicts: 1,
        refused: 1,
        errors: 1,
      });
      expect(server.pages).toEqual([1, 2, 3]);
      expect(await storedKey(job.id)).toBeNull();
      const code = `${vendor.source}-pg-0007`;
      const link = await listedByCode(owner, code);
      expect(link).toMatchObject({
        full_url: `https://example.com/${vendor.source}-pg/7`,
        title: 'Link 7',
        tags: vendor.hasTags ? ['imported', 'vendor'] : [],
        clicks: 0,
        imported_clicks: 17,
        imported_created_at: '2024-01-01T00:07:00.000Z',
      });
    });

    it('creates nothing new when the same source is imported twice', async () => {
      const owner = await newOwner();
      const server = await start(vendorSeeds(`${vendor.source}-tw`, 12));
      const first = await owner.importFrom(server.baseUrl);
      const second = await owner.importFrom(server.baseUrl);
      await server.close();
      expect(first).toMatchObject({ status: 'done', created: 12, existing: 0 });
      expect(second).toMatchObject({
        status: 'done',
        created: 0,
        existing: 12,
        conflicts: 0,
        refused: 0,
      });
    });

    it('keeps the codes on the Kurz domain the map names for their source domain', async () => {
      const owner = await newOwner();
      const server = await start([
        ...vendorSeeds(`${vendor.source}-dma`, 2, 'brand.test'),
        ...vendorSeeds(`${vendor.source}-dmb`, 2),
      ]);
      const job = await owner.importFrom(server.baseUrl, {
        domain_map: { 'brand.test': 'go.kurz.link' },
      });
      await server.close();
      expect(job).toMatchObject({ status: 'done', created: 4 });
      const listed = (await owner.call('GET', `/api/v1/links?search=${vendor.source}-dm`)).json();
      const domains = Object.fromEntries(
        listed.links.map((l: { short_url: string; domain: string }) => [l.short_url, l.domain]),
      );
      expect(domains).toEqual({
        [`${vendor.source}-dma-0000`]: 'go.kurz.link',
        [`${vendor.source}-dma-0001`]: 'go.kurz.link',
        [`${vendor.source}-dmb-0000`]: 'kurz.link',
        [`${vendor.source}-dmb-0001`]: 'kurz.link',
      });
    });

    it("waits out the vendor's 429 for as long as Retry-After says, then goes on", async () => {
      const owner = await newOwner();
      let limited = 0;
      const server = await start(
        vendorSeeds(`${vendor.source}-rl`, vendor.pageSize + 3),
        (request, response) => {
          if (request.page !== 2 || limited++ > 0) return false;
          vendor.rateLimited(response, 1);
          return true;
        },
      );
      const started = Date.now();
      const job = await owner.importFrom(server.baseUrl);
      await server.close();
      expect(job).toMatchObject({ status: 'done', created: vendor.pageSize + 3 });
      expect(server.pages).toEqual([1, 2, 2]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    });

    it('fails clearly on a key the vendor refuses (401) and forgets it', async () => {
      const owner = await newOwner();
      const server = await start(vendorSeeds(`${vendor.source}-ak`, 3), undefined, 'another-key');
      const job = await owner.importFrom(server.baseUrl);
      await server.close();
      expect(job).toMatchObject({ status: 'failed', created: 0 });
      expect(job.message).toMatch(/refused the API key \(401\): check the key/);
      expect(job.message).not.toContain(vendor.key);
      expect(await storedKey(job.id)).toBeNull();
    });

    it.each([
      [
        'a 503 every time',
        (r: ServerResponse) => json(r, 503, { error: 'unavailable' }),
        /answered 503/,
      ],
      [
        'an HTML page',
        (r: ServerResponse) => html(r, 200, '<!doctype html><title>Sign in</title>'),
        /text\/html, not JSON/,
      ],
      [
        `a page that is not ${vendor.name}'s list`,
        (r: ServerResponse) => json(r, 200, { items: [], next: null }),
        new RegExp(`not ${vendor.name}'s list of links`),
      ],
    ])(
      'fails clearly on %s from page 2 and keeps the links imported so far',
      async (_name, answer, message) => {
        const owner = await newOwner();
        const server = await start(
          vendorSeeds(`${vendor.source}-f${++failures}`, vendor.pageSize + 3),
          (request, response) => {
            if (request.page !== 2) return false;
            answer(response);
            return true;
          },
        );
        const job = await owner.importFrom(server.baseUrl);
        await server.close();
        expect(job).toMatchObject({
          status: 'failed',
          created: vendor.pageSize,
          total: vendor.pageSize + 3,
        });
        expect(job.message).toMatch(message);
      },
    );
  });

  describe(`an import from ${vendor.name} across a restart`, () => {
    it('resumes at the page it stopped on in a new process, with the right counts', async () => {
      let server: SeededServer | undefined;
      const { midway, job } = await importAcrossRestart({
        source: vendor.source,
        key: vendor.key,
        start: async (hold) => {
          server = await start(
            vendorSeeds(`${vendor.source}-rs`, manyLinks),
            (request, response) => (request.page === 3 ? hold(response) : false),
          );
          return server;
        },
      });
      expect(midway).toMatchObject({ status: 'running', created: vendor.pageSize * 2 });
      expect(job).toMatchObject({
        status: 'done',
        created: manyLinks,
        existing: 0,
        conflicts: 0,
        refused: 0,
        errors: 0,
      });
      // Resumed at its page (its cursor kept), not read again from the first.
      expect(server?.pages.filter((page) => page === 1)).toHaveLength(1);
      expect(server?.pages.at(-1)).toBe(3);
    });
  });
  return harness;
}
