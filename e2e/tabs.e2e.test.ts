import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_PASSWORD, signUpAndConfirm } from './support/accounts.js';
import { useServerAndBrowser } from './support/setup.js';

const e2e = useServerAndBrowser();

const banner = (page: Page) => page.getByRole('banner');

describe('two tabs of one browser', () => {
  it('follow each other: a sign-in in one signs the other in, a sign-out signs both out', async () => {
    const email = 'grace@example.com';
    await signUpAndConfirm(e2e.server.url, { email, name: 'Grace Hopper' });
    const context = await e2e.browser.newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    const pageErrors: string[] = [];
    for (const page of [first, second])
      page.on('pageerror', (error) => pageErrors.push(error.message));
    await second.goto(`${e2e.server.url}/`);
    await banner(second).getByRole('link', { name: 'Sign In' }).waitFor();

    await first.goto(`${e2e.server.url}/auth`);
    await first.getByLabel('Email').fill(email);
    await first.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await first.getByRole('button', { name: 'Sign In', exact: true }).click();
    await first.waitForURL(`${e2e.server.url}/user/dashboard`);
    // better-auth's client tells the other tab through localStorage; no reload, no focus.
    await banner(second).getByRole('button', { name: 'Grace Hopper' }).waitFor();

    await banner(second).getByRole('button', { name: 'Grace Hopper' }).click();
    await banner(second).getByRole('button', { name: 'Sign Out' }).click();
    await banner(second).getByRole('link', { name: 'Sign In' }).waitFor();
    // The dashboard means nothing signed out: the first tab leaves it for the home page.
    await first.waitForURL(`${e2e.server.url}/`);
    await banner(first).getByRole('link', { name: 'Sign In' }).waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
