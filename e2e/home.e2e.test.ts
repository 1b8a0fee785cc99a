import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
  await server?.cleanup();
});

describe('the home page', () => {
  it('shows the tagline, toggles dark mode and remembers it', async () => {
    const page = await browser.newPage({
      colorScheme: 'light',
      viewport: { width: 1280, height: 800 },
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${server.url}/`);
    await expect(
      page.getByText('Transform long URLs into short, shareable links').first().isVisible(),
    ).resolves.toBe(true);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);

    await page
      .getByRole('button', { name: /switch to dark mode/i })
      .first()
      .click();
    expect(await isDark()).toBe(true);
    await page.screenshot({ path: artifactPath('home-dark.png'), fullPage: true });

    await page.reload();
    expect(await isDark()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves a deep link through the history fallback', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/user/dashboard`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.close();
  });
});
