import { describe, expect, it } from 'vitest';
import { describeVendorImport, vendorSeeds } from '../../test/vendor-import-suite.js';
import {
  rebrandlyIdOf,
  rebrandlyRateLimited,
  startRebrandlyServer,
} from '../../test/vendors/rebrandly-server.js';

/** Imports from a Rebrandly v1-shaped loopback server through the public API. */
const KEY = 'rebrandly-key-0123456789';

const { newOwner } = describeVendorImport({
  source: 'rebrandly',
  key: KEY,
  pageSize: 25,
  hasTags: true,
  name: 'Rebrandly',
  start: startRebrandlyServer,
  rateLimited: rebrandlyRateLimited,
});

describe('importing from Rebrandly, its own ways', () => {
  it("pages after the last link's id, counts once and reads each link's tags", async () => {
    const owner = await newOwner();
    const links = vendorSeeds('rb-own', 30);
    const rebrandly = await startRebrandlyServer({ key: KEY, links });
    const job = await owner.importFrom(rebrandly.baseUrl);
    await rebrandly.close();
    expect(job).toMatchObject({ status: 'done', total: 30, created: 30 });
    const lists = rebrandly.paths.filter((path) => path.startsWith('/v1/links?'));
    // Newest first: the first page ends with the sixth link made.
    expect(lists).toEqual([
      '/v1/links?limit=25&orderBy=createdAt&orderDir=desc',
      `/v1/links?limit=25&orderBy=createdAt&orderDir=desc&last=${rebrandlyIdOf('rb-own-0005')}`,
    ]);
    expect(rebrandly.paths.filter((path) => path === '/v1/links/count')).toHaveLength(1);
    expect(rebrandly.paths.filter((path) => path.endsWith('/tags'))).toHaveLength(30);
    expect(rebrandly.requests.every((r) => r.headers.apikey === KEY)).toBe(true);
  });

  it('reads the workspace it is given, sending it with every request', async () => {
    const owner = await newOwner();
    const rebrandly = await startRebrandlyServer({
      key: KEY,
      links: vendorSeeds('rb-ws', 27),
      workspace: 'ws1234abcd',
    });
    const job = await owner.importFrom(rebrandly.baseUrl, { workspace: 'ws1234abcd' });
    const keyOnly = await owner.importFrom(rebrandly.baseUrl);
    await rebrandly.close();
    expect(job).toMatchObject({ status: 'done', total: 27, created: 27 });
    // Without the workspace the key sees its own links: none here.
    expect(keyOnly).toMatchObject({ status: 'done', total: 0, created: 0 });
    const withWorkspace = rebrandly.requests.filter((r) => r.headers.workspace === 'ws1234abcd');
    expect(withWorkspace).toHaveLength(1 + 2 + 27);
  });

  it.each([
    ['empty', '', /workspace must be a Rebrandly workspace id/],
    ['not text', 42, /workspace must be a Rebrandly workspace id/],
    ['too long', 'w'.repeat(101), /workspace: at most 100 characters/],
  ])('refuses a workspace that is %s with a 400', async (_name, workspace, message) => {
    const owner = await newOwner();
    const answer = await owner.call('POST', '/api/v1/imports', {
      source: 'rebrandly',
      base_url: 'http://127.0.0.1:9',
      api_key: KEY,
      workspace,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(message);
  });
});
