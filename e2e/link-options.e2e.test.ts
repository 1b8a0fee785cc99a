import { describe, expect, it } from 'vitest';
import { proPage } from './support/api-keys.js';
import { artifactPath } from './support/browser.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const destination = useDestination('/one-time-offer');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: 'owner@example.com,marketer@example.com' });

describe('link expiry at /create', () => {
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

describe('a protected, expiring link with UTM parameters', () => {
  it('is made at /create, asks for its password, and lands on the destination with the parameters', async () => {
    const page = await proPage(e2e.server.url, e2e.browser, {
      email: 'marketer@example.com',
      name: 'Marketer',
    });
    await page.goto(`${e2e.server.url}/create`);
    await page.getByLabel('Long URL').fill(destination.url);
    await page.getByLabel('Custom short URL').fill('members-sale');
    await page.getByText('UTM parameters').click();
    await page.getByLabel('Source', { exact: true }).fill('newsletter');
    await page.getByLabel('Campaign', { exact: true }).fill('spring sale');
    await page
      .locator('summary')
      .filter({ hasText: /^Password/ })
      .click();
    await page.getByLabel('Link password').fill('open sesame');
    await page.getByText('Expiry').click();
    // Tomorrow, in the browser's own time zone.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await page.getByLabel('Expires at').fill(local);
    await page.getByRole('button', { name: 'Shorten URL' }).click();
    const ready = page.getByRole('region', { name: 'Your shortened URL is ready!' });
    const shortLink = await ready.getByRole('link', { name: /members-sale$/ }).textContent();

    await page.goto(String(shortLink));
    await page.getByRole('heading', { name: 'This link is protected' }).waitFor();
    await page.screenshot({ path: artifactPath('link-password.png') });
    await page.getByLabel('Password').fill('not it');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That password is not right. Try again.').waitFor();
    await page.getByLabel('Password').fill('open sesame');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'You arrived' }).waitFor();
    const arrived = new URL(page.url());
    expect(arrived.pathname).toBe('/one-time-offer');
    expect(arrived.searchParams.get('utm_source')).toBe('newsletter');
    expect(arrived.searchParams.get('utm_campaign')).toBe('spring sale');
  });
});
