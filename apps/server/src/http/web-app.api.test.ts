import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_PAGES } from '@kurz/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';

/** Long enough for the build to have written compressed copies of it. */
const INDEX = `<!doctype html><html><head>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('kurz '.repeat(400))});`;
const STYLES = `.kurz{color:red}\n`.repeat(200);
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(80)}</svg>`;
/** An ICO header over one embedded PNG entry, as apps/web/public/favicon.ico is made. */
const ICON_ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.alloc(16, 1),
  Buffer.alloc(2000, 7),
]);
let t: TestApp;
let distDir: string;

/** Writes a file and, as the build does, its brotli and gzip copies. */
function writeBuilt(file: string, content: string | Buffer): void {
  const full = path.join(distDir, file);
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-web-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/index-abc123.js', SCRIPT);
  writeBuilt('assets/index-abc123.css', STYLES);
  writeBuilt('logo.svg', ICON_SVG);
  writeBuilt('favicon.ico', ICON_ICO);
  // Small files: the build leaves them uncompressed.
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(distDir, 'theme-init.js'), '// theme');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'app.kurz.test', ...headers } });

/** The body as the client reads it, whatever its content encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    default:
      return body;
  }
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('serving the built web app', () => {
  it.each(['/', '/pricing', '/user/dashboard', '/teams/42/urls/7/edit'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year, immutably', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves unhashed public files as themselves, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe('<svg/>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a root script with a script type, not the page', async () => {
    const response = await get('/theme-init.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('does not let a path escape the build folder', async () => {
    const response = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('never serves a compressed copy by its own name', async () => {
    const response = await get('/assets/index-abc123.js.br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressed and cached by kind', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  it.each([
    ['a hashed script', '/assets/index-abc123.js', SCRIPT, /javascript/, IMMUTABLE],
    ['a hashed stylesheet', '/assets/index-abc123.css', STYLES, /^text\/css/, IMMUTABLE],
    ['the shell at /', '/', INDEX, /^text\/html/, 'no-cache'],
    ['the shell at a page', '/pricing', INDEX, /^text\/html/, 'no-cache'],
    ['the shell at no page', '/no/such/page', INDEX, /^text\/html/, 'no-cache'],
    ['an unhashed SVG', '/logo.svg', ICON_SVG, /^image\/svg\+xml/, 'no-cache'],
    [
      'the ICO favicon',
      '/favicon.ico',
      ICON_ICO,
      /^image\/(x-icon|vnd\.microsoft\.icon)/,
      'no-cache',
    ],
  ])('%s: brotli, gzip or plain as accepted', async (_kind, url, content, type, cacheControl) => {
    const expected = Buffer.from(content);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['', undefined],
      ['identity', undefined],
    ] as const) {
      const response = await get(url, accepted ? { 'accept-encoding': accepted } : {});
      expect(response.headers['content-encoding'], `${url} for "${accepted}"`).toBe(encoding);
      expect(decoded(response).equals(expected), `${url} for "${accepted}"`).toBe(true);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(cacheControl);
      // Caches must keep each encoding apart, including the plain one.
      expect(varies(response)).toBe(true);
    }
  });

  it('sends a small file as it is', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<svg/>');
  });

  it('compresses a JSON answer over 1 KB on the fly, as accepted', async () => {
    const plain = await get('/api/v1/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/v1/openapi.json', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(varies(response)).toBe(true);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    }
  });

  it('leaves a JSON answer under 1 KB as it is', async () => {
    const response = await get('/api/short-domains', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTruthy();
  });

  it('answers a redirect uncompressed, with no Vary', async () => {
    const client = await signedInClient(t.app, 'compress@example.com');
    const created = await client.post('/api/shorten', {
      full_url: `https://example.com/${'long-path/'.repeat(150)}`,
      short_url: 'compress-check',
    });
    expect(created.statusCode).toBe(200);
    for (const host of ['kurz.link', 'app.kurz.test']) {
      const response = await t.app.inject({
        url: '/compress-check',
        headers: { host, 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
    }
  });

  it('adds no hook of its own to the redirect routes', () => {
    const redirects = t.app.registeredRoutes.filter((route) => route.url === '/:code');
    expect(redirects.length).toBeGreaterThan(0);
    for (const route of redirects) {
      const onSend = [route.onSend ?? []].flat().map((hook) => hook.name);
      // Fastify's own HEAD route drops the body; nothing else may run.
      expect(onSend).toEqual(route.method === 'HEAD' ? ['headRouteOnSendHandler'] : []);
      expect([route.onRequest ?? []].flat()).toEqual([]);
    }
  });
});

/** A page pattern with its parameters filled in. */
const filled = (pattern: string) => `/${pattern.replace(/:\w+/g, 'x1')}`;

describe('statuses of the history fallback', () => {
  it.each(APP_PAGES.map((page) => filled(page.path)))(
    'answers the page %s with 200',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    },
  );

  it.each(['/no/such/page', '/user', '/teams/x1/nothing', '/pricing/more', '/admin/users-x'])(
    'answers %s, no page of the app, with the app (its not-found screen) and 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('takes a page with a trailing slash, a query or other capitals as the page', async () => {
    for (const url of ['/pricing/', '/pricing?plan=pro', '/Report']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('keeps an unknown short code a 404 with the app (its Link Not Found page)', async () => {
    const response = await get('/no-such-link');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX);
  });

  it('answers HEAD as GET', async () => {
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/report', headers: { host: 'app.kurz.test' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'HEAD',
          url: '/nowhere/here',
          headers: { host: 'app.kurz.test' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
