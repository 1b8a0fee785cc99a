import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { decodeQrPng } from './support/decode-qr.js';
import { useServerAndBrowser } from './support/setup.js';

const e2e = useServerAndBrowser({ ADMIN_EMAILS: 'boss@example.com' });

async function browserFor(cookie: string): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ acceptDownloads: true });
  await context.addCookies(browserCookies(cookie, e2e.server.url));
  return context;
}

describe('the dashboard', () => {
  it('lets a Pro user download a QR code PNG that decodes to the short link', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, {
      email: 'boss@example.com',
      name: 'Grace Hopper',
    });
    expect(
      (await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'pro' })).status,
    ).toBe(200);
    const created = await postAs(e2e.server.url, cookie, '/api/shorten', {
      full_url: 'https://example.com/qr',
      short_url: 'e2e-qr-link',
    });
    expect(created.status).toBe(200);
    const { shortened_url } = (await created.json()) as { shortened_url: string };

    const context = await browserFor(cookie);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/user/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();
    await page.getByRole('heading', { name: 'Your URLs (1)' }).waitFor();
    await page.getByRole('button', { name: 'QR code for e2e-qr-link' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    await dialog.getByRole('img', { name: `QR code for ${shortened_url}` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-e2e-qr-link-128.png');
    expect(decodeQrPng(fs.readFileSync(await download.path()))).toBe(`${shortened_url}?qr=1`);
    await context.close();
  });

  it('shows a free user the Pro upsell instead of QR codes', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, {
      email: 'free@example.com',
      name: 'Free User',
    });
    await postAs(e2e.server.url, cookie, '/api/shorten', {
      full_url: 'https://example.com/free',
      short_url: 'e2e-free',
    });
    const context = await browserFor(cookie);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/user/dashboard`);
    await page.getByRole('heading', { name: 'Your URLs (1)' }).waitFor();
    await page.getByText('Pro Feature').waitFor();
    expect(
      await page.getByRole('link', { name: 'Get QR Codes with Pro' }).getAttribute('href'),
    ).toBe('/pricing');
    expect(await page.getByRole('columnheader', { name: 'QR Code' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View Pricing Plans' }).isVisible()).toBe(true);
    await context.close();
  });

  it('deletes a link after confirmation, and its code answers Link Not Found at once', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, {
      email: 'deleter@example.com',
      name: 'Del Eter',
    });
    await postAs(e2e.server.url, cookie, '/api/shorten', {
      full_url: 'https://example.com/bye',
      short_url: 'e2e-gone',
    });
    // Served once, so the redirect cache holds it when it is deleted.
    const before = await fetch(`${e2e.server.url}/e2e-gone`, { redirect: 'manual' });
    expect(before.status).toBe(302);

    const context = await browserFor(cookie);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/user/dashboard`);
    await page.getByRole('button', { name: 'Delete e2e-gone' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this link?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No URLs created yet.').waitFor();

    const gone = await page.goto(`${e2e.server.url}/e2e-gone`);
    expect(gone?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Link Not Found' }).waitFor();
    await context.close();
  });
});
