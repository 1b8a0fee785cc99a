import fs from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { decodeQrPng } from './support/decode-qr.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: 'boss@example.com' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

/** Signs a user up through the API and the dev outbox; returns its session cookie. */
async function signUp(email: string, name: string): Promise<string> {
  const headers = { origin: server.url, 'content-type': 'application/json' };
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Str0ng!pass', name }),
  });
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const mail = outbox.messages.find((message) => message.to === email);
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function post(path: string, cookie: string, body: object): Promise<Response> {
  return fetch(server.url + path, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function browserFor(cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: server.url };
    }),
  );
  return context;
}

describe('the dashboard', () => {
  it('lets a Pro user download a QR code PNG that decodes to the short link', async () => {
    const cookie = await signUp('boss@example.com', 'Grace Hopper');
    expect((await post('/api/admin/test-plan', cookie, { plan: 'pro' })).status).toBe(200);
    const created = await post('/api/shorten', cookie, {
      full_url: 'https://example.com/qr',
      short_url: 'e2e-qr-link',
    });
    expect(created.status).toBe(200);
    const { shortened_url } = (await created.json()) as { shortened_url: string };

    const context = await browserFor(cookie);
    const page = await context.newPage();
    await page.goto(`${server.url}/user/dashboard`);
    await page.getByRole('heading', { name: 'Welcome back, Grace!' }).waitFor();
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
    const cookie = await signUp('free@example.com', 'Free User');
    await post('/api/shorten', cookie, {
      full_url: 'https://example.com/free',
      short_url: 'e2e-free',
    });
    const context = await browserFor(cookie);
    const page = await context.newPage();
    await page.goto(`${server.url}/user/dashboard`);
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
    const cookie = await signUp('deleter@example.com', 'Del Eter');
    await post('/api/shorten', cookie, {
      full_url: 'https://example.com/bye',
      short_url: 'e2e-gone',
    });
    // Served once, so the redirect cache holds it when it is deleted.
    const before = await fetch(`${server.url}/e2e-gone`, { redirect: 'manual' });
    expect(before.status).toBe(302);

    const context = await browserFor(cookie);
    const page = await context.newPage();
    await page.goto(`${server.url}/user/dashboard`);
    await page.getByRole('button', { name: 'Delete e2e-gone' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this link?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No URLs created yet.').waitFor();

    const gone = await page.goto(`${server.url}/e2e-gone`);
    expect(gone?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Link Not Found' }).waitFor();
    await context.close();
  });
});
