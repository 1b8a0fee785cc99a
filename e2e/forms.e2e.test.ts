import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SUPPORT_EMAIL: 'sales@kurz.test' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

describe('the enterprise inquiry', () => {
  it('submitted in Chromium shows the thank-you view, is stored and mailed to support', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/enterprise-inquiry`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Company name').fill('Navy Labs');
    await page.getByLabel('Business email').fill('grace@navylabs.example');
    await page.getByLabel('Phone number').fill('+1 555 010 2030');
    await page.getByLabel('Job title').selectOption('cto');
    await page.getByLabel('Company size').selectOption('201-1000');
    await page.getByLabel('Primary use case').selectOption('api-integration');
    await page.getByLabel('Country').fill('United States');
    await page
      .getByLabel('Additional information (optional)')
      .fill('About a million links a month.');
    await page.getByRole('button', { name: 'Contact Sales' }).click();

    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect(page.getByText(/will be in touch within 24 hours/).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page.getByRole('link', { name: 'View pricing' }).getAttribute('href'),
    ).resolves.toBe('/pricing');
    await page.close();

    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
      messages: { to: string; subject: string }[];
    };
    expect(outbox.messages[0]).toMatchObject({
      to: 'sales@kurz.test',
      subject: 'Enterprise inquiry: Navy Labs',
    });
    await server.stop();
    expect(server.countRows('enterprise_inquiries')).toBe(1);
  });
});
