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
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const open = (host: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: '/no-such-link', headers: { host } });

describe('a code no link has', () => {
  it('is answered on a short-link host with a 404 page of its own, which asks nothing more', async () => {
    const response = await open('kurz.link');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<h1>Link Not Found</h1>');
    expect(response.body).toContain('<a class="button" href="https://app.kurz.test/">Go Home</a>');
    // No script: the browser makes no second lookup (nor could, on a short-link host).
    expect(response.body).not.toMatch(/<script/i);
    expect((await open('go.kurz.link', 'HEAD')).statusCode).toBe(404);
  });

  it('is answered on an app host with the web app (its Link Not Found page) and status 404', async () => {
    const response = await open('app.kurz.test');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
