import { describe, expect, it } from 'vitest';
import { confirmEmail, E2E_PASSWORD } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const destination = useDestination('/docs/start');
const e2e = useServerAndBrowser();

describe('shortening while signed out', () => {
  it('keeps the link through sign-up and sign-in, then creates it and it redirects', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${e2e.server.url}/`);
    await page.getByLabel('Long URL').fill(destination.url);
    await page.getByLabel('Custom Short URL').fill('flow-link');
    await page.getByRole('button', { name: 'Sign Up to Shorten URL' }).click();

    await page.getByRole('heading', { level: 1, name: 'Almost there!' }).waitFor();
    expect(new URL(page.url()).search).toBe('?mode=signup');
    await expect(page.getByText(destination.url).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: artifactPath('shorten-flow-almost-there.png') });

    await page.getByLabel('Full name').fill('Flow Tester');
    await page.getByLabel('Email').fill('flow@example.com');
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email').waitFor();

    await confirmEmail(e2e.server.url, 'flow@example.com');

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('flow@example.com');
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const notice = page.getByText('Your shortened URL is ready!');
    await notice.waitFor();
    const shortUrl = `${e2e.server.url}/flow-link`;
    await expect(notice.textContent()).resolves.toContain(shortUrl);
    await page.screenshot({ path: artifactPath('shorten-flow-created.png') });
    expect(await page.evaluate(() => sessionStorage.getItem('kurz.pendingUrl'))).toBeNull();
    // Signed in, the page went on to the dashboard: its list shows the link, no reload.
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
    await page.getByRole('link', { name: `${new URL(shortUrl).host}/flow-link` }).waitFor();

    await page.goto(shortUrl);
    expect(page.url()).toBe(destination.url);
    await page.getByRole('heading', { name: 'You arrived' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
    expect(await e2e.server.stop()).toBe(0);
    expect(e2e.server.countRows('clicks')).toBe(1);
  });
});
