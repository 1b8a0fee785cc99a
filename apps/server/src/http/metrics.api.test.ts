import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';

/** GET /metrics: off without METRICS_TOKEN, behind its bearer token with one. */
const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
afterEach(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({
    url: '/metrics',
    headers: { host: 'app.kurz.test', ...(authorization ? { authorization } : {}) },
  });

/** The value of the sample `name` (no labels) in Prometheus text. */
const sample = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    t = await createTestApp();
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('asks for the token, then counts redirects, cache hits and misses, clicks and the event loop', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const ada = await signedInClient(t.app, 'ada@example.com');
    await ada.post('/api/shorten', { full_url: 'https://example.com/m', short_url: 'metered' });
    const visit = () => t.app.inject({ url: '/metered', headers: { host: 'kurz.link' } });
    for (let i = 0; i < 3; i++) expect((await visit()).statusCode).toBe(302);
    await t.app.clicks.flush();

    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const text = reply.body;
    expect(sample(text, 'kurz_redirects_total')).toBe(3);
    expect(sample(text, 'kurz_link_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kurz_link_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'kurz_clicks_stored_total')).toBe(3);
    expect(sample(text, 'kurz_click_backlog')).toBe(0);
    expect(sample(text, 'kurz_clicks_dropped_total')).toBe(0);
    expect(text).toMatch(/^kurz_click_spool_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it('limits guessing: 60 a minute from one address, then 429', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (let i = 0; i < 60; i++) expect((await scrape('Bearer guess')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(429);
  });

  it('refuses a METRICS_TOKEN under 16 characters at boot', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
    t = await createTestApp();
  });
});
