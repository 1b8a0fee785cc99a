import { describe, expect, it } from 'vitest';
import { proPage } from './support/api-keys.js';
import { artifactPath } from './support/browser.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const destination = useDestination('/home');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: 'rules@example.com' });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('redirect rules at /create', () => {
  it('a paying user makes a link with rules; iPhone, German and other visitors land apart', async () => {
    const page = await proPage(e2e.server.url, e2e.browser, {
      email: 'rules@example.com',
      name: 'Rules',
    });
    const at = (path: string) => new URL(path, destination.url).toString();
    await page.goto(`${e2e.server.url}/create`);
    await page.getByLabel('Long URL').fill(destination.url);
    await page.getByLabel('Custom short URL').fill('by-visitor');
    await page.getByText('Redirect rules').click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule 1 condition 1 value').selectOption('ios');
    await page.getByLabel('URL for rule 1').fill(at('/ios'));
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule 2 condition 1 type').selectOption('language');
    await page.getByLabel('Rule 2 condition 1 value').fill('de');
    await page.getByRole('button', { name: 'Add condition to rule 2' }).click();
    await page.getByLabel('Rule 2 condition 2 type').selectOption('os');
    await page.getByLabel('Rule 2 condition 2 value').selectOption('windows');
    await page.getByLabel('URL for rule 2').fill(at('/de'));
    // The German rule first: keyboard reordering, then back by dragging.
    await page.getByRole('button', { name: 'Move rule 2 up' }).click();
    await expect.poll(() => page.getByLabel('URL for rule 1').inputValue()).toBe(at('/de'));
    await page
      .getByRole('group', { name: 'Rule 2' })
      .dragTo(page.getByRole('group', { name: 'Rule 1' }));
    await expect.poll(() => page.getByLabel('URL for rule 1').inputValue()).toBe(at('/ios'));

    for (const [width, scheme] of [
      [1280, 'light'],
      [1280, 'dark'],
      [390, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        path: artifactPath(`redirect-rules-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
    await page.getByRole('button', { name: 'Shorten URL' }).click();
    const ready = page.getByRole('region', { name: 'Your shortened URL is ready!' });
    const shortLink = String(await ready.getByRole('link', { name: /by-visitor$/ }).textContent());
    await page.context().close();

    const visit = async (userAgent: string, locale: string) => {
      const context = await e2e.browser.newContext({ userAgent, locale });
      const visitor = await context.newPage();
      await visitor.goto(shortLink);
      await visitor.getByRole('heading', { name: 'You arrived' }).waitFor();
      const path = new URL(visitor.url()).pathname;
      await context.close();
      return path;
    };
    expect(await visit(IPHONE, 'de-DE')).toBe('/ios');
    expect(await visit(WINDOWS_CHROME, 'de-DE')).toBe('/de');
    expect(await visit(WINDOWS_CHROME, 'en-US')).toBe('/home');
  });
});
