import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));
/** `api.get<T>('/api/x')`, `api.post(`/api/links/${id}`, …)`: method and path literal. */
const CALL =
  /\bapi\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*(['`])(\/api[^'`]*|\$\{AUTH\}[^'`]*)\2/g;

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
    for (const [, method = '', , literal = ''] of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      const url = literal
        .replace(/^\$\{AUTH\}/, '/api/auth')
        .replace(/\$\{[^}]*\}/g, 'sample')
        .split('?', 1)[0];
      calls.add(`${method.toUpperCase()} ${url}`);
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
