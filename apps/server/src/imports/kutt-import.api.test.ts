import { describe, expect, it } from 'vitest';
import { describeVendorImport, vendorSeeds } from '../../test/vendor-import-suite.js';
import { kuttRateLimited, startKuttServer } from '../../test/vendors/kutt-server.js';

/** Imports from a Kutt v2-shaped loopback server through the public API. */
const KEY = 'kutt-key-0123456789';

const { newOwner } = describeVendorImport({
  source: 'kutt',
  key: KEY,
  pageSize: 50,
  hasTags: false,
  name: 'Kutt',
  start: startKuttServer,
  rateLimited: kuttRateLimited,
});

describe('importing from Kutt, its own ways', () => {
  it('pages by skip and limit under a base URL with a path, with X-API-KEY', async () => {
    const owner = await newOwner();
    const kutt = await startKuttServer({ key: KEY, links: vendorSeeds('kutt-own', 60) });
    // Kutt's API sits under /api/v2 of wherever it is served.
    const job = await owner.importFrom(`${kutt.baseUrl}/`);
    await kutt.close();
    expect(job).toMatchObject({ status: 'done', total: 60, created: 60 });
    expect(kutt.paths).toEqual(['/api/v2/links?skip=0&limit=50', '/api/v2/links?skip=50&limit=50']);
    expect(kutt.requests.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
  });

  it('takes a link without a description as one without a title', async () => {
    const owner = await newOwner();
    const kutt = await startKuttServer({
      key: KEY,
      links: [
        {
          code: 'kutt-notitle',
          url: 'https://example.com/untitled',
          createdAt: '2024-02-03T04:05:06.000Z',
        },
      ],
    });
    const job = await owner.importFrom(kutt.baseUrl);
    await kutt.close();
    expect(job).toMatchObject({ status: 'done', created: 1 });
    const link = (await owner.call('GET', '/api/v1/links?search=kutt-notitle')).json().links[0];
    expect(link).toMatchObject({
      short_url: 'kutt-notitle',
      imported_created_at: '2024-02-03T04:05:06.000Z',
    });
  });
});
