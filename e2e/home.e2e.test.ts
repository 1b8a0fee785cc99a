import { describe, expect, it } from 'vitest';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const e2e = useServerAndBrowser();

describe('the home page', () => {
  it('shows the tagline, toggles dark mode and remembers it', async () => {
    const page = await e2e.browser.newPage({
      colorScheme: 'light',
      viewport: { width: 1280, height: 800 },
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${e2e.server.url}/`);
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
    const page = await e2e.browser.newPage();
    const response = await page.goto(`${e2e.server.url}/user/dashboard`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.close();
  });
});
