import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newestMailTo } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

// No SMTP_URL: mail goes to the dev outbox, as on the embedded default.
const e2e = useServerAndBrowser();

const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#0ea5e9"/></svg>';

const banner = (page: Page) => page.getByRole('banner');

async function openUserMenu(page: Page, name: string) {
  await banner(page).getByRole('button', { name }).click();
}

describe('an account from sign-up to sign-out', () => {
  it('signs up, confirms through the outbox, signs in, edits the profile and signs out', async () => {
    const email = 'ada@example.com';
    const password = 'Str0ng-Secret!';
    const context = await e2e.browser.newContext({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Sign up.
    await page.goto(`${e2e.server.url}/auth?mode=signup`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email').waitFor();

    // Confirm from the mail, in another browser, so this one still has to sign in.
    const mail = await newestMailTo(e2e.server.url, email);
    const link = /https?:\/\/\S*verify-email\S*/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const mailReader = await e2e.browser.newContext();
    const confirmed = await (await mailReader.newPage()).goto(link ?? '');
    expect(confirmed?.ok()).toBe(true);
    await mailReader.close();

    // Sign in and land on the dashboard, signed in.
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.server.url}/user/dashboard`);
    await banner(page).getByRole('button', { name: 'Ada Lovelace' }).waitFor();

    // Change the name on the profile and see it.
    await openUserMenu(page, 'Ada Lovelace');
    await banner(page).getByRole('link', { name: 'User Profile' }).click();
    await page.waitForURL(`${e2e.server.url}/user/profile`);
    const fullName = page.getByLabel('Full name');
    await expect(fullName.inputValue()).resolves.toBe('Ada Lovelace');
    await fullName.fill('Ada King');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await banner(page).getByRole('button', { name: 'Ada King' }).waitFor();
    await page.screenshot({ path: artifactPath('profile-light.png'), fullPage: true });

    // Pick an avatar, see it previewed, and see it in the header once saved.
    await page.getByLabel('Choose image').setInputFiles({
      name: 'me.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(AVATAR_SVG),
    });
    await page.getByRole('img', { name: 'Avatar preview' }).waitFor();
    await expect(page.getByLabel('Avatar URL').isDisabled()).resolves.toBe(true);
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/profile/avatar') && response.status() === 200,
    );
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await uploaded;
    const headerAvatar = banner(page)
      .getByRole('button', { name: 'Ada King' })
      .locator('img[src^="/api/avatars/"]');
    await headerAvatar.waitFor();
    const served = await fetch(`${e2e.server.url}${await headerAvatar.getAttribute('src')}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    await page.reload();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Ada King');

    // Sign out: a private page sends the visitor home.
    await openUserMenu(page, 'Ada King');
    await banner(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    await banner(page).getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.goto(`${e2e.server.url}/user/profile`);
    await page.getByRole('heading', { name: 'Please sign in to view your profile' }).waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
