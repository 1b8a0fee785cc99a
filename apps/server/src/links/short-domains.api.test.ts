import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/short-domains', () => {
  it('lists the configured short hosts, the first as the default, without a session', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/short-domains' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      default_domain: 'kurz.link',
      domains: ['kurz.link', 'go.kurz.link'],
      // DESTINATION_PROBE is off by default: the web asks no page titles.
      fetches_titles: false,
      no_query_forwarding: [],
    });
  });

  it("falls back on APP_URL's host, port included, when SHORT_DOMAINS is unset", async () => {
    t = await createTestApp({ APP_URL: 'http://localhost:8080', SHORT_DOMAINS: '' });
    const response = await t.app.inject({
      url: '/api/short-domains',
      headers: { host: 'localhost:8080' },
    });
    expect(response.json()).toEqual({
      default_domain: 'localhost:8080',
      domains: ['localhost:8080'],
      fetches_titles: false,
      no_query_forwarding: [],
    });
  });
});
