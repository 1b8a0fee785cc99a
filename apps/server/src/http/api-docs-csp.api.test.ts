import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directive = async (url: string, name: string) => {
  const response = await t.app.inject({ url, headers: { host: 'app.kurz.test' } });
  const csp = String(response.headers['content-security-policy']);
  return csp
    .split(';')
    .find((part) => part.trim().startsWith(`${name} `))
    ?.trim();
};

describe('the API reference page’s style policy', () => {
  it.each([
    ['the page', '/user/api-access/docs'],
    ['the page with a trailing slash', '/user/api-access/docs/'],
    ['the page with a query and a hash route', '/user/api-access/docs?x=1'],
  ])('allows inline styles on %s, and nothing else changes', async (_label, url) => {
    expect(await directive(url, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(await directive(url, 'script-src')).toBe("script-src 'self'");
    expect(await directive(url, 'script-src-attr')).toBe("script-src-attr 'none'");
    expect(await directive(url, 'default-src')).toBe("default-src 'self'");
  });

  it.each([
    ['the keys page', '/user/api-access'],
    ['the usage page', '/user/api-access/usage'],
    ['a longer path', '/user/api-access/docs/more'],
    ['a look-alike path', '/user/api-access/docsx'],
    ['the home page', '/'],
    ['the API', '/api/v1/openapi.json'],
  ])('keeps inline styles refused on %s', async (_label, url) => {
    const styleSrc = await directive(url, 'style-src');
    expect(styleSrc).toMatch(/^style-src 'self' 'sha256-/);
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});
