import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const policyOf = async (url: string) => {
  const response = await t.app.inject({ url, headers: { host: 'app.kurz.test' } });
  return String(response.headers['content-security-policy']);
};
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((part) => part.trim().startsWith(`${name} `))
    ?.trim();

describe('one strict style policy for every page', () => {
  it.each([
    ['the API reference', '/user/api-access/docs'],
    ['the API reference with a trailing slash', '/user/api-access/docs/'],
    ['the API reference with a query', '/user/api-access/docs?x=1'],
    ['the keys page', '/user/api-access'],
    ['the dashboard', '/user/dashboard'],
    ['the API', '/api/v1/openapi.json'],
  ])('%s refuses inline styles and gets the home page’s policy', async (_label, url) => {
    const csp = await policyOf(url);
    expect(csp).toBe(await policyOf('/'));
    expect(directive(csp, 'style-src')).toMatch(/^style-src 'self' 'sha256-[^ ]+'$/);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'script-src-attr')).toBe("script-src-attr 'none'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
});
