import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { seedLink, seedUser } from '../seed.js';

/**
 * Security headers on every kind of answer the server gives: pages, files, API replies
 * and errors (400, 401, 404, 413, 429), the short hosts' Link Not Found page, the bounce to
 * the main site, and a link's redirect over a real socket (the fast path answers before
 * Fastify, so inject would not see it).
 */

type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers'>;
type Headers = Answer['headers'];

let https: TestApp;
let plain: TestApp;
let distDir: string;
const tally = new AttackTally();

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-web-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  const env = { WEB_DIST_DIR: distDir, BODY_LIMIT_BYTES: '1024' };
  https = await createTestApp(env);
  plain = await createTestApp({ ...env, APP_URL: 'http://app.kurz.test' });
  for (const t of [https, plain]) {
    await seedUser(t.db, 'owner', 'free');
    await seedLink(t.db, 'link-1', 'owner', { domain: 'kurz.link', code: 'headers1' });
  }
});
afterAll(async () => {
  tally.report(https.db.engine);
  await https.close();
  await plain.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const onApp = (t: TestApp, url: string, method: 'GET' | 'POST' = 'GET', payload?: string) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'app.kurz.test', 'content-type': 'application/json' },
    ...(payload !== undefined && { payload }),
  });

async function tooManyRequests(t: TestApp): Promise<Answer> {
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/check-email-exists',
      remoteAddress: '198.51.100.99',
      headers: { host: 'app.kurz.test' },
      payload: { email_to_check: 'x@example.com' },
    });
  let response = await send();
  while (response.statusCode !== 429) response = await send();
  return response;
}

/** Answers with a body a browser could render or run. */
const DOCUMENTS: [string, (t: TestApp) => Promise<Answer>, number][] = [
  ['the SPA at /', (t) => onApp(t, '/'), 200],
  ['an SPA page', (t) => onApp(t, '/user/dashboard'), 200],
  ['a static asset', (t) => onApp(t, '/assets/app-1a2b3c.js'), 200],
  ['a missing asset', (t) => onApp(t, '/assets/missing.js'), 404],
  ['API JSON', (t) => onApp(t, '/api/short-domains'), 200],
  ['an API 401', (t) => onApp(t, '/api/profile'), 401],
  ['an API 404', (t) => onApp(t, '/api/nothing-here'), 404],
  ['an API 400', (t) => onApp(t, '/api/check-email-exists', 'POST', '{}'), 400],
  ['malformed JSON', (t) => onApp(t, '/api/contact', 'POST', '{"name":'), 400],
  ['a 413', (t) => onApp(t, '/api/contact', 'POST', JSON.stringify({ x: 'y'.repeat(4096) })), 413],
  ['a 429', tooManyRequests, 429],
  [
    "a short host's Link Not Found page",
    (t) => t.app.inject({ url: '/no-such-code', headers: { host: 'kurz.link' } }),
    404,
  ],
  [
    "the short host's bounce to the main site",
    (t) => t.app.inject({ url: '/api/profile', headers: { host: 'kurz.link' } }),
    302,
  ],
];

function expectDocumentHeaders(headers: Headers, isHttps: boolean): void {
  const csp = String(headers['content-security-policy']);
  const directives = new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp).not.toContain("'unsafe-inline'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  if (isHttps) {
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(directives.has('upgrade-insecure-requests')).toBe(true);
  } else {
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  }
}

describe.each([
  ['https', () => https, true],
  ['http', () => plain, false],
])('with APP_URL over %s', (_scheme, app, isHttps) => {
  it.each(DOCUMENTS)('%s carries the security headers', async (_kind, answer, status) => {
    tally.tried();
    const response = await answer(app());
    expect(response.statusCode).toBe(status);
    expectDocumentHeaders(response.headers, isHttps);
    tally.refused();
  });
});

describe('API replies cannot be read as HTML', () => {
  it.each(DOCUMENTS.filter(([kind]) => kind.startsWith('API') || /^an? [0-9]/.test(kind)))(
    '%s is JSON with nosniff',
    async (_kind, answer) => {
      tally.tried();
      const response = await answer(https);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      tally.refused();
    },
  );
});

describe("a link's redirect over a real socket", () => {
  let base: URL;
  beforeAll(async () => {
    base = new URL(await https.app.listen({ port: 0, host: '127.0.0.1' }));
  });

  const visit = () =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        http
          .get(
            {
              host: base.hostname,
              port: base.port,
              path: '/headers1',
              headers: { host: 'kurz.link' },
            },
            (res) => {
              let body = '';
              res.on('data', (chunk) => {
                body += chunk;
              });
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
              );
            },
          )
          .on('error', reject);
      },
    );

  it('answers the first (through Fastify) and the cached repeat (fast path) alike', async () => {
    for (const response of [await visit(), await visit()]) {
      tally.tried();
      expect(response.status).toBe(302);
      expect(response.body).toBe('');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control']).toBe('private, no-store');
      tally.refused();
    }
  });
});
