import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const EMAIL = 'importer@example.com';
const MOVER = 'mover@example.com';
const e2e = useServerAndBrowser({ ADMIN_EMAILS: `${EMAIL},${MOVER}` });

const CSV = [
  'url,code,title',
  'https://example.com/a/very/long/path/that/goes/on/and/on/forever?with=query&and=more,my-code-1,First',
  'not a url,x,Second',
  'https://example.org,,Third',
].join('\n');

describe('importing links from CSV', () => {
  it('previews the rows on a phone without anything scrolling sideways, light and dark', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, { email: EMAIL, name: 'Importer' });
    const plan = await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'premium' });
    expect(plan.status).toBe(200);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await e2e.browser.newContext({
        viewport: { width: 390, height: 900 },
        colorScheme,
      });
      await context.addCookies(browserCookies(cookie, e2e.server.url));
      const page = await context.newPage();
      await page.goto(`${e2e.server.url}/user/dashboard`);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await page.getByLabel('CSV or SQL file').setInputFiles({
        name: 'links.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CSV),
      });
      await page.getByRole('button', { name: 'Import 2 links' }).waitFor();
      await page.getByText('Invalid URL').waitFor();
      await page.screenshot({
        path: artifactPath(`import-preview-390-${colorScheme}.png`),
        fullPage: true,
      });
      // Every box in the dialog that scrolls sideways (the screen reader's caption aside).
      const scrollingSideways = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[role=dialog] *'))
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 &&
              getComputedStyle(element).overflowX !== 'visible' &&
              !element.classList.contains('sr-only'),
          )
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(scrollingSideways).toEqual([]);
      await context.close();
    }
  });

  it('reads a Bitly export and says so, at 390 and 1280 px, light and dark', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, {
      email: MOVER,
      name: 'Mover',
    });
    const plan = await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'premium' });
    expect(plan.status).toBe(200);
    const bitly = [
      'link,long_url,title,tags,created_at,clicks',
      'bit.ly/spring-sale,https://example.com/spring,Spring sale,"promo,2024",2024-01-02T03:04:05+0000,1200',
      'bit.ly/3xYz,https://example.com/short,,,2024-02-01T00:00:00+0000,4',
    ].join('\n');
    for (const width of [390, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await e2e.browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
        });
        await context.addCookies(browserCookies(cookie, e2e.server.url));
        const page = await context.newPage();
        await page.goto(`${e2e.server.url}/user/dashboard`);
        await page.getByRole('button', { name: 'Import CSV' }).click();
        await page.getByText('Moving from another shortener?').waitFor();
        await page.screenshot({
          path: artifactPath(`import-choose-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await page.getByLabel('CSV or SQL file').setInputFiles({
          name: 'bitly-export.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(bitly),
        });
        await page.getByText('Bitly CSV export').waitFor();
        await page.getByRole('button', { name: 'Import 2 links' }).waitFor();
        await page.screenshot({
          path: artifactPath(`import-bitly-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await context.close();
      }
    }
  });
});
