import { describe, expect, it } from 'vitest';
import { describeVendorImport, vendorSeeds } from '../../test/vendor-import-suite.js';
import { dubRateLimited, startDubServer } from '../../test/vendors/dub-server.js';

/** Imports from a Dub-shaped loopback server through the public API. */
const KEY = 'dub_test_0123456789';

const { newOwner } = describeVendorImport({
  source: 'dub',
  key: KEY,
  pageSize: 100,
  hasTags: true,
  name: 'Dub',
  start: startDubServer,
  rateLimited: dubRateLimited,
});

describe('importing from Dub, its own ways', () => {
  it('counts the links once, pages by page and pageSize, and sends the key as a Bearer token', async () => {
    const owner = await newOwner();
    const dub = await startDubServer({ key: KEY, links: vendorSeeds('dub-own', 150) });
    const job = await owner.importFrom(dub.baseUrl);
    await dub.close();
    expect(job).toMatchObject({ status: 'done', total: 150, created: 150 });
    expect(dub.paths.filter((path) => path === '/links/count')).toHaveLength(1);
    expect(dub.paths.filter((path) => path.startsWith('/links?'))).toEqual([
      '/links?page=1&pageSize=100&sortBy=createdAt&withTags=true',
      '/links?page=2&pageSize=100&sortBy=createdAt&withTags=true',
    ]);
    expect(dub.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });
});
