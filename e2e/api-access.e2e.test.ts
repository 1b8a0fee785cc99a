import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const EMAILS = ['developer@example.com', 'reader@example.com'];
const destination = useDestination('/from-the-api');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: EMAILS.join(',') });

/** A pro user's page in Chromium, signed in. */
async function proPage(email: string): Promise<Page> {
  const cookie = await signUpAndConfirm(e2e.server.url, { email, name: 'Developer' });
  expect(
    (await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'pro' })).status,
  ).toBe(200);
  const context = await e2e.browser.newContext();
  await context.addCookies(browserCookies(cookie, e2e.server.url));
  return context.newPage();
}

/** Creates a key in the UI and reads it from the dialog that shows it once. */
async function createKeyInUi(page: Page, name: string): Promise<string> {
  await page.goto(`${e2e.server.url}/user/api-access`);
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await dialog.getByLabel('API key').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return secret;
}

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
    const page = await proPage('developer@example.com');
    const problems = await watchPage(page, e2e.server.url);
    const secret = await createKeyInUi(page, 'E2E script');
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
    const page = await proPage('reader@example.com');
    const secret = await createKeyInUi(page, 'Docs key');
    const problems = await watchPage(page, e2e.server.url);
    // In-app navigation: the Docs tab loads the page as a document of its own.
    await page.getByRole('link', { name: 'Docs' }).click();
    await page.getByRole('heading', { name: 'Kurz API' }).waitFor();
    await page.getByPlaceholder('Token').fill(secret);
    expect(await page.evaluate(() => JSON.stringify(localStorage).includes('kurz_'))).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(await problems()).toEqual([]);
    await page.context().close();
  });
});
