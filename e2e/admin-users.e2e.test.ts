import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserCookies, newestMailTo, postAs, signUpAndConfirm } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

// No SMTP_URL: the mails to users land in the dev outbox.
const e2e = useServerAndBrowser({ ADMIN_EMAILS: 'boss@kurz.test' });

const row = (page: Page, email: string) => page.getByRole('listitem', { name: email });

describe('the admin users page', () => {
  it('finds a user, sets their plan and disables them, each confirmed, mailed and shown', async () => {
    const url = e2e.server.url;
    const boss = await signUpAndConfirm(url, { email: 'boss@kurz.test', name: 'The Boss' });
    const bob = await signUpAndConfirm(url, { email: 'bob@example.com', name: 'Bob Builder' });
    const carol = await signUpAndConfirm(url, { email: 'carol@example.com', name: 'Carol Shaw' });
    await signUpAndConfirm(url, { email: 'dave@example.com', name: 'Dave Cutler' });
    for (const n of [1, 2, 3]) {
      const made = await postAs(url, bob, '/api/shorten', { full_url: `https://example.com/${n}` });
      expect(made.status).toBe(200);
    }
    // Carol gets enterprise through the same call, and makes a team with it.
    const carolId = (
      (await (await fetch(`${url}/api/profile`, { headers: { cookie: carol } })).json()) as {
        id: string;
      }
    ).id;
    const granted = await fetch(`${url}/api/admin/users/${carolId}`, {
      method: 'PATCH',
      headers: { origin: url, 'content-type': 'application/json', cookie: boss },
      body: JSON.stringify({ subscription_plan: 'enterprise' }),
    });
    expect(granted.status).toBe(200);
    const team = await postAs(url, carol, '/api/organizations', {
      name: 'Research Lab',
      slug: 'research-lab',
    });
    expect(team.status).toBe(201);

    const context = await e2e.browser.newContext({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
    });
    await context.addCookies(browserCookies(boss, url));
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // From the account menu, as an admin finds it.
    await page.goto(`${url}/user/dashboard`);
    await page.getByRole('banner').getByRole('button', { name: 'The Boss' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${url}/admin/users`);
    await row(page, 'carol@example.com').getByText('Research Lab').waitFor();
    await expect(row(page, 'bob@example.com').getByText('3 / 100').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: artifactPath('admin-users-1280-light.png'), fullPage: true });

    await page.getByLabel('Search users').fill('BUILDER');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${url}/admin/users?search=BUILDER&page=1`);
    await row(page, 'carol@example.com').waitFor({ state: 'detached' });
    await row(page, 'bob@example.com').waitFor();

    await row(page, 'bob@example.com').getByLabel('Plan of bob@example.com').selectOption('pro');
    await page
      .getByRole('dialog', { name: 'Set the plan to Pro?' })
      .getByRole('button', { name: 'Set plan' })
      .click();
    await page.getByText('bob@example.com is now on Pro').waitFor();
    await row(page, 'bob@example.com').getByText('3 / 3,000').waitFor();
    expect((await newestMailTo(url, 'bob@example.com')).subject).toBe('Your Kurz plan is now Pro');

    await row(page, 'bob@example.com').getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable bob@example.com?' });
    await dialog.getByLabel(/Reason/).fill('Spam runs');
    await page.screenshot({ path: artifactPath('admin-users-dialog-1280-light.png') });
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText('bob@example.com disabled').waitFor();
    await row(page, 'bob@example.com').getByRole('button', { name: 'Enable' }).waitFor();
    expect((await newestMailTo(url, 'bob@example.com')).subject).toBe(
      'Your Kurz account has been disabled',
    );
    const bobProfile = await fetch(`${url}/api/profile`, { headers: { cookie: bob } });
    expect(bobProfile.status).toBe(401);

    // The whole list, wide and narrow, light and dark.
    for (const [width, colorScheme] of [
      [1280, 'dark'],
      [390, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${url}/admin/users`);
      await row(page, 'bob@example.com').getByText('Disabled', { exact: true }).waitFor();
      await page.screenshot({
        path: artifactPath(`admin-users-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
