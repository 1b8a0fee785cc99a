import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.js';

/** The build as `npm start` serves it: its compressed copies, caching and statuses. */
const e2e = useServerAndBrowser();

/** Fetch decodes what it is sent; the header says what went over the wire. */
const fetchAs = (path: string, acceptEncoding: string) =>
  fetch(`${e2e.server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('the built web app as served', () => {
  it('sends the shell, scripts and styles brotli-compressed, hashed files cached for good', async () => {
    const shell = await fetchAs('/', 'br, gzip');
    expect(shell.headers.get('content-encoding')).toBe('br');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const html = await shell.text();
    expect(html).toBe(await (await fetchAs('/', 'identity')).text());
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] as string,
    );
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const plain = await fetchAs(asset, 'identity');
      const body = await plain.arrayBuffer();
      // The build leaves tiny files as they are.
      if (body.byteLength < 256) continue;
      for (const encoding of ['br', 'gzip']) {
        const response = await fetchAs(asset, encoding);
        expect(response.headers.get('content-encoding'), asset).toBe(encoding);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
      }
    }
  });

  it('serves favicon.ico as an icon, robots.txt and sitemap.xml', async () => {
    const icon = await fetchAs('/favicon.ico', 'identity');
    expect(icon.status).toBe(200);
    const bytes = Buffer.from(await icon.arrayBuffer());
    // An ICO header (reserved 0, type 1) whose first image is a PNG.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(
      bytes.subarray(bytes.readUInt32LE(18), bytes.readUInt32LE(18) + 4).toString('latin1'),
    ).toBe('\x89PNG');
    const robots = await fetchAs('/robots.txt', 'identity');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${e2e.server.url}/sitemap.xml`);
    const sitemap = await (await fetchAs('/sitemap.xml', 'identity')).text();
    expect(sitemap).toContain(`<loc>${e2e.server.url}/pricing</loc>`);
  });

  it('shows the not-found screen with a 404, and the report page with a 200', async () => {
    const page = await e2e.browser.newPage();
    const missing = await page.goto(`${e2e.server.url}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page Not Found' }).isVisible(),
    ).resolves.toBe(true);
    const report = await page.goto(`${e2e.server.url}/report`);
    expect(report?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Report a link' }).waitFor();
    await page.close();
  });
});
