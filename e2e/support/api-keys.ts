import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './accounts.js';

/** A new user on pro (set through the admin's test-plan route), signed in in a page of its own. */
export async function proPage(
  serverUrl: string,
  browser: Browser,
  user: { email: string; name: string },
): Promise<Page> {
  const cookie = await signUpAndConfirm(serverUrl, user);
  expect((await postAs(serverUrl, cookie, '/api/admin/test-plan', { plan: 'pro' })).status).toBe(
    200,
  );
  const context = await browser.newContext();
  await context.addCookies(browserCookies(cookie, serverUrl));
  return context.newPage();
}

/** Creates a key (the default scopes) in the UI and reads it from the dialog that shows it once. */
export async function createKeyInUi(page: Page, serverUrl: string, name: string): Promise<string> {
  await page.goto(`${serverUrl}/user/api-access`);
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await dialog.getByLabel('API key').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return secret;
}
