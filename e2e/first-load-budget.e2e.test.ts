import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.js';

const e2e = useServerAndBrowser();

/** Compressed JavaScript a first-time visitor downloads before the home page settles. */
const HOME_SCRIPT_BUDGET = 150_000;

describe('the first visit to the home page', () => {
  it(`downloads at most ${HOME_SCRIPT_BUDGET} bytes of gzip-compressed JavaScript`, async () => {
    // gzip only, so the figure does not depend on whether the browser speaks brotli.
    const context = await e2e.browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('textbox', { name: /long url/i }).waitFor();
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all(
      scripts.map(async (response) => {
        const headers = await response.allHeaders();
        const bytes = Number(headers['content-length']);
        // Tiny files are sent as they are; everything else must be the gzip copy.
        if (bytes >= 256) expect(headers['content-encoding'], response.url()).toBe('gzip');
        return [new URL(response.url()).pathname, bytes] as const;
      }),
    );
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET);
    // What only a signed-in person sees stays out of a visitor's download.
    const paths = sizes.map(([path]) => path).join(' ');
    expect(paths).not.toMatch(/signed-in-account|shortener-success-panel|link-options-body/);
    await context.close();
  });
});
