import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const EMAIL = 'analyst@example.com';
const destination = useDestination('/landing');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: EMAIL });

describe('analytics', () => {
  it('shows a premium user the three clicks their short link got in Chromium', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, { email: EMAIL, name: 'Analyst' });
    const plan = await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'premium' });
    expect(plan.status).toBe(200);
    const created = await postAs(e2e.server.url, cookie, '/api/shorten', {
      full_url: destination.url,
      short_url: 'counted',
    });
    expect(created.status).toBe(200);

    const context = await e2e.browser.newContext();
    await context.addCookies(browserCookies(cookie, e2e.server.url));
    const page = await context.newPage();
    for (let i = 0; i < 3; i++) {
      await page.goto(`${e2e.server.url}/counted`);
      expect(page.url()).toBe(destination.url);
    }

    await page.goto(`${e2e.server.url}/user/analytics`);
    const total = page.getByRole('region', { name: 'Total clicks' });
    await total.getByText('3', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Analytics for .*\/counted$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Link analytics' }).waitFor();
    expect(new URL(page.url()).searchParams.get('link')).toBeTruthy();
    await context.close();
  });
});
