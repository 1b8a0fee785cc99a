import { describe, expect, it } from 'vitest';
import { readOutbox } from './support/accounts.js';
import { useServerAndBrowser } from './support/setup.js';

const e2e = useServerAndBrowser({ SUPPORT_EMAIL: 'sales@kurz.test' });

describe('the enterprise inquiry', () => {
  it('submitted in Chromium shows the thank-you view, is stored and mailed to support', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/enterprise-inquiry`);
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

    const outbox = await readOutbox(e2e.server.url);
    expect(outbox[0]).toMatchObject({
      to: 'sales@kurz.test',
      subject: 'Enterprise inquiry: Navy Labs',
    });
    await e2e.server.stop();
    expect(e2e.server.countRows('enterprise_inquiries')).toBe(1);
  });
});
