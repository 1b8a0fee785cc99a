import { APP_PAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://kurz.example.com' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { host: 'kurz.example.com' } });
const url = (path: string) => `https://kurz.example.com/${path}`;

describe('robots.txt', () => {
  it('refuses the signed-in screens and the API to every crawler', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/user/', '/teams', '/team/', '/admin/', '/api/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain('Sitemap: https://kurz.example.com/sitemap.xml');
  });

  it('leaves every page that is not private open, and every private page refused', async () => {
    const disallowed = (await get('/robots.txt')).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const page of APP_PAGES) {
      const path = `/${page.path}`;
      const isRefused = disallowed.some((prefix) => path.startsWith(prefix));
      expect(isRefused, path).toBe(page.audience === 'private');
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the marketing pages on the public origin, and nothing else', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const listed = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      APP_PAGES.filter((page) => page.audience === 'marketing').map((page) => url(page.path)),
    );
    expect(listed).toEqual(expect.arrayContaining([url(''), url('pricing'), url('report')]));
    expect(listed).not.toContain(url('user/dashboard'));
  });
});
