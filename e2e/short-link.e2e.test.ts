import { describe, expect, it } from 'vitest';
import { postAs, signUpAndConfirm } from './support/accounts.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const destination = useDestination('/landing');
const e2e = useServerAndBrowser();

describe('a short link', () => {
  it('opened in Chromium lands on its destination and counts one click', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, {
      email: 'e2e@example.com',
      name: 'E2E',
    });
    const created = await postAs(e2e.server.url, cookie, '/api/shorten', {
      full_url: destination.url,
      short_url: 'e2e-link',
    });
    expect(created.status).toBe(200);
    const { shortened_url } = (await created.json()) as { shortened_url: string };
    expect(shortened_url.endsWith('/e2e-link')).toBe(true);

    const page = await e2e.browser.newPage();
    const missing = await page.goto(`${e2e.server.url}/no-such-link`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Link Not Found' }).waitFor();

    await page.goto(`${e2e.server.url}/e2e-link`);
    expect(page.url()).toBe(destination.url);
    await expect(page.getByRole('heading', { name: 'You arrived' }).isVisible()).resolves.toBe(
      true,
    );
    await page.close();

    expect(await e2e.server.stop()).toBe(0);
    expect(e2e.server.countRows('clicks')).toBe(1);
  });
});
