import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-web-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(distDir, 'theme-init.js'), '// theme');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { host: 'app.kurz.test' } });

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
});
