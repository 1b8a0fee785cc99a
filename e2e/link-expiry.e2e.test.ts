import { describe, expect, it } from 'vitest';
import { proPage } from './support/api-keys.js';
import { artifactPath } from './support/browser.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const destination = useDestination('/one-time-offer');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: 'owner@example.com' });

describe('link expiry at /create (issue 25)', () => {
  it('a paying user makes a link that forwards once, then shows the expired page', async () => {
    const page = await proPage(e2e.server.url, e2e.browser, {
      email: 'owner@example.com',
      name: 'Owner',
    });
    await page.goto(`${e2e.server.url}/create`);
    await page.getByLabel('Long URL').fill(destination.url);
    await page.getByLabel('Custom short URL').fill('once-only');
    await page.getByText('Expiry').click();
    await page.getByLabel('Expires after (clicks)').fill('1');
    await page.screenshot({ path: artifactPath('create-expiry.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: artifactPath('create-expiry-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Shorten URL' }).click();
    const ready = page.getByRole('region', { name: 'Your shortened URL is ready!' });
    const shortLink = await ready.getByRole('link', { name: /once-only$/ }).textContent();
    expect(shortLink).toMatch(/\/once-only$/);

    await page.goto(String(shortLink));
    await page.getByRole('heading', { name: 'You arrived' }).waitFor();
    const again = await page.goto(String(shortLink));
    expect(again?.status()).toBe(410);
    await page.getByRole('heading', { name: 'Link expired' }).waitFor();
    await page.screenshot({ path: artifactPath('link-expired.png') });
  });
});
