import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createKeyInUi, proPage } from './support/api-keys.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const EMAILS = ['developer@example.com', 'reader@example.com'];
const destination = useDestination('/from-the-api');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: EMAILS.join(',') });

const createLink = (key: string, code: string) =>
  fetch(`${e2e.server.url}/api/v1/links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ full_url: destination.url, short_url: code }),
  });

/** CSP violations and requests to other origins, gathered from before the page's scripts run. */
async function watchPage(page: Page, origin: string): Promise<() => Promise<string[]>> {
  const found: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
      found.push(`request to ${request.url()}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.log(`csp: ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/^csp: |Content.Security.Policy/i.test(message.text())) found.push(message.text());
  });
  return async () => found;
}

describe('API access', () => {
  it('a pro user creates a key in the UI that creates a redirecting link, then revokes it', async () => {
    const page = await proPage(e2e.server.url, e2e.browser, {
      email: 'developer@example.com',
      name: 'Developer',
    });
    const problems = await watchPage(page, e2e.server.url);
    const secret = await createKeyInUi(page, e2e.server.url, 'E2E script');
    expect(secret).toMatch(/^kurz_/);

    const created = await createLink(secret, 'from-api-key');
    expect(created.status).toBe(201);
    const link = (await created.json()) as { short_link: string };
    const redirect = await fetch(link.short_link, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(destination.url);

    await page.getByRole('button', { name: 'Revoke E2E script' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this API key?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await page.getByText(/^Revoked /).waitFor();
    const refused = await createLink(secret, 'after-revoke');
    expect(refused.status).toBe(401);

    // The usage page lists the revoked key, and it renders under the CSP too.
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Calls this month' }).waitFor();
    expect(await page.getByRole('rowheader', { name: /E2E script/ }).textContent()).toContain(
      'revoked',
    );
    expect(await problems()).toEqual([]);
    await page.context().close();
  });

  it('renders the API reference under the CSP, a pasted key kept out of storage', async () => {
    const page = await proPage(e2e.server.url, e2e.browser, {
      email: 'reader@example.com',
      name: 'Developer',
    });
    const secret = await createKeyInUi(page, e2e.server.url, 'Docs key');
    const problems = await watchPage(page, e2e.server.url);
    await page.getByRole('link', { name: 'Docs' }).click();
    await page.getByRole('heading', { name: 'Kurz API' }).waitFor();
    await page.getByLabel('API key').fill(secret);
    expect(await page.evaluate(() => JSON.stringify(localStorage).includes('kurz_'))).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(await problems()).toEqual([]);
    await page.context().close();
  });
});
