import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LinkView } from '@kurz/shared';
import { describe, expect, it } from 'vitest';
import { createKeyInUi, proPage } from './support/api-keys.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const EMAIL = 'curl-user@example.com';
const destination = useDestination('/made-with-curl');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: EMAIL });

/** `curl` as a developer runs it from a shell: the key as a Bearer, JSON in, status last. */
async function curlCreateLink(
  key: string,
  body: object,
): Promise<{ status: number; body: string }> {
  const { stdout } = await promisify(execFile)('curl', [
    '--silent',
    '--show-error',
    '--request',
    'POST',
    '--header',
    `Authorization: Bearer ${key}`,
    '--header',
    'Content-Type: application/json',
    '--data',
    JSON.stringify(body),
    '--write-out',
    '\n%{http_code}',
    `${e2e.server.url}/api/v1/links`,
  ]);
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut) };
}

describe('the API from a shell', () => {
  it('a key made in the UI, the reference, curl creating a link, the reference listing it, the dashboard showing it', async () => {
    const page = await proPage(e2e.server.url, e2e.browser, { email: EMAIL, name: 'Curl User' });
    const secret = await createKeyInUi(page, e2e.server.url, 'Shell script');
    expect(secret).toMatch(/^kurz_/);

    // The reference renders the document's operations, grouped by tag, each in the contents.
    await page.getByRole('link', { name: 'Docs' }).click();
    await page.getByRole('heading', { name: 'Kurz API' }).waitFor();
    await page.getByRole('heading', { name: 'Create a link' }).waitFor();
    const contents = page.getByRole('navigation', { name: 'API reference' });
    for (const group of ['Links', 'Analytics', 'Domains']) {
      expect(await page.getByRole('heading', { level: 2, name: group, exact: true }).count()).toBe(
        1,
      );
      expect(await contents.getByRole('link', { name: group, exact: true }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Try it (POST /api/v1/links)' }).waitFor();

    const created = await curlCreateLink(secret, {
      full_url: destination.url,
      short_url: 'made-with-curl',
    });
    expect(created.status, created.body).toBe(201);
    const link = JSON.parse(created.body) as LinkView;
    expect(link).toMatchObject({ short_url: 'made-with-curl', full_url: destination.url });

    // "Try it": the user's key pasted on the page, GET /api/v1/links sent from the reference.
    await page.getByLabel('API key').fill(secret);
    const list = page.getByRole('article', { name: 'List links, newest or most clicked first' });
    await list.getByRole('button', { name: 'Try it (GET /api/v1/links)' }).click();
    await list.getByRole('button', { name: 'Send request' }).click();
    await list.getByText('200 OK').waitFor();
    expect(await list.getByLabel('Response body').inputValue()).toContain('made-with-curl');

    await page.goto(`${e2e.server.url}/user/dashboard`);
    await page.getByRole('heading', { name: 'Your URLs (1)' }).waitFor();
    const shown = page.getByRole('link', { name: link.short_link.replace(/^https?:\/\//, '') });
    expect(await shown.getAttribute('href')).toBe(link.short_link);
    expect(await page.getByText(destination.url).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
