import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));
/** `api.get<T>('/api/x')`, `api.post(`/api/links/${id}`, …)`: method and path literal. */
const CALL = /\bapi\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*(['`])(\/api[^'`]*)\2/g;
/** better-auth's client (features/auth/auth-client.ts): `client.signIn.email(` is /api/auth/sign-in/email. */
const AUTH_CALL =
  /\b(?:authClient|client)\.((?:signIn|signUp|signOut|getSession|request|reset|change)[\w.]*)\(/g;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function webSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every API call the web app makes, as 'METHOD /path' with `${…}` as a sample segment. */
function webApiCalls(): string[] {
  const calls = new Set<string>();
  for (const file of webSources(WEB_SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, method = '', , literal = ''] of source.matchAll(CALL)) {
      const url = literal.replace(/\$\{[^}]*\}/g, 'sample').split('?', 1)[0];
      calls.add(`${method.toUpperCase()} ${url}`);
    }
    for (const [, name = ''] of source.matchAll(AUTH_CALL)) {
      const method = name === 'getSession' ? 'GET' : 'POST';
      calls.add(`${method} /api/auth/${name.split('.').map(kebab).join('/')}`);
    }
  }
  return [...calls].sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the web app and the server', () => {
  const calls = webApiCalls();

  it('finds the calls of the web app (a guard for the pattern above)', () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(calls).toContain('POST /api/shorten');
  });

  it.each(calls)('the server has a route for %s', (call) => {
    const [method = '', url = ''] = call.split(' ');
    expect(t.app.findRoute({ method: method as 'GET', url })).not.toBeNull();
  });
});
