import http from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startBitlyServer } from '../apps/server/test/vendors/bitly-server.js';
import { shlinkRateLimited, startShlinkServer } from '../apps/server/test/vendors/shlink-server.js';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

/**
 * A user moves every link of a Shlink-shaped and a Bitly-shaped loopback service into Kurz
 * on /user/import, watches the bar move, and the old codes then redirect on the domain
 * chosen for them.
 */
const EMAIL = 'mover@example.com';
const SHOTS_EMAIL = 'shots@example.com';
/** The acceptance: ten thousand links from each source, through the screen. */
const SHLINK_LINKS = 10_000;
const BITLY_LINKS = 10_000;
const SHLINK_KEY = 'shlink-e2e-key';
const BITLY_TOKEN = 'bitly-e2e-token';
const e2e = useServerAndBrowser({
  ADMIN_EMAILS: `${EMAIL},${SHOTS_EMAIL}`,
  IMPORT_PRIVATE_HOSTS: '127.0.0.1',
  SHORT_DOMAINS: 'sho.rt,go.test',
});
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const cookies = new Map<string, string>();
/**
 * A user signed up on first use: the mover on Enterprise (Premium's 500 links a month would
 * refuse most of the import), the one in the screenshots on Premium, the lowest plan allowed.
 */
async function signedIn(email: string): Promise<string> {
  const known = cookies.get(email);
  if (known) return known;
  const cookie = await signUpAndConfirm(e2e.server.url, { email, name: 'Mo Ver' });
  const plan = await postAs(e2e.server.url, cookie, '/api/admin/test-plan', {
    plan: email === EMAIL ? 'enterprise' : 'premium',
  });
  expect(plan.status).toBe(200);
  cookies.set(email, cookie);
  return cookie;
}

async function importPage(
  options: { email?: string; width?: number; colorScheme?: 'light' | 'dark' } = {},
) {
  const context = await e2e.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  await context.addCookies(browserCookies(await signedIn(options.email ?? EMAIL), e2e.server.url));
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/user/import`);
  await page.getByRole('heading', { name: 'Your imports' }).waitFor();
  return { page, close: () => context.close() };
}

async function fillForm(
  page: Page,
  form: { source: string; baseUrl?: string; key: string; row?: [string, string]; other?: string },
) {
  await page.getByLabel('Import from', { exact: true }).selectOption({ label: form.source });
  if (form.baseUrl) await page.getByLabel('API address', { exact: true }).fill(form.baseUrl);
  await page.getByLabel('API key', { exact: true }).fill(form.key);
  if (form.row) {
    await page.getByRole('button', { name: 'Add a source domain' }).click();
    await page.getByLabel('Source domain 1', { exact: true }).fill(form.row[0]);
    await page
      .getByLabel('Kurz domain for source domain 1', { exact: true })
      .selectOption(form.row[1]);
  }
  if (form.other)
    await page
      .getByLabel('Kurz domain for every other domain', { exact: true })
      .selectOption(form.other);
}

/**
 * A page the source keeps back until the test lets it go: the job waits there part-way,
 * so the screen is seen showing a bar between empty and full whatever the machine's pace.
 */
function heldPage() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/**
 * Waits for the job's bar to stand part-way (the source holding a page back), lets the
 * source go on, then follows the bar until the card says Done: the values it stood at.
 */
async function watchUntilDone(
  page: Page,
  title: string,
  held: ReturnType<typeof heldPage>,
): Promise<{ partWay: number; last: number }> {
  const card = page.getByRole('listitem').filter({ hasText: title });
  const bar = card.getByRole('progressbar', { name: title });
  const valueNow = async () => Number((await bar.getAttribute('aria-valuenow')) ?? '0');
  await expect.poll(valueNow, { timeout: 60_000 }).toBeGreaterThan(0);
  const partWay = await valueNow();
  held.release();
  await card.getByText('Done', { exact: true }).waitFor({ timeout: 150_000 });
  return { partWay, last: await valueNow() };
}

/** The newest job of the signed-in user, as the screen's list call answers it. */
async function newestJob(): Promise<Record<string, unknown>> {
  const reply = await fetch(`${e2e.server.url}/api/imports`, {
    headers: { cookie: await signedIn(EMAIL) },
  });
  return ((await reply.json()) as { imports: Record<string, unknown>[] }).imports[0] ?? {};
}

/** A redirect as a browser on `host` asks for it. */
function redirectOf(host: string, code: string): Promise<{ status: number; location?: string }> {
  const { port } = new URL(e2e.server.url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: `/${code}`, headers: { host } },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
  });
}

describe('importing from another shortener on /user/import', () => {
  it(`moves ${SHLINK_LINKS.toLocaleString()} links from Shlink, keeping their codes on the domain chosen`, async () => {
    const held = heldPage();
    const shlink = await startShlinkServer({
      apiKey: SHLINK_KEY,
      links: Array.from({ length: SHLINK_LINKS }, (_, i) => ({
        shortCode: `shl-${String(i).padStart(5, '0')}`,
        longUrl: `https://example.com/shlink/${i}`,
        domain: 'old.example',
        dateCreated: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
        visits: i % 7,
      })),
      hold: (page) => (page === 3 ? held.released : undefined),
    });
    closers.push(() => shlink.close());
    const { page, close } = await importPage();
    await fillForm(page, {
      source: 'Shlink',
      baseUrl: shlink.baseUrl,
      key: SHLINK_KEY,
      row: ['old.example', 'go.test'],
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Start import' }).click();
    await page.getByText('The import is queued').waitFor();
    expect(await page.getByLabel('API key', { exact: true }).inputValue()).toBe('');
    const title = `Shlink import from ${new URL(shlink.baseUrl).host}`;
    const seen = await watchUntilDone(page, title, held);
    console.info(`Shlink: ${SHLINK_LINKS} links in ${Date.now() - started} ms through the screen`);
    expect(seen.partWay).toBeLessThan(SHLINK_LINKS);
    expect(seen.last).toBe(SHLINK_LINKS);
    expect(await newestJob()).toMatchObject({
      status: 'done',
      total: SHLINK_LINKS,
      created: SHLINK_LINKS,
    });
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText(SHLINK_LINKS.toLocaleString('en-US')).first().waitFor();
    for (const i of [0, 1234, SHLINK_LINKS - 1]) {
      expect(await redirectOf('go.test', `shl-${String(i).padStart(5, '0')}`)).toEqual({
        status: 302,
        location: `https://example.com/shlink/${i}`,
      });
    }
    // On the domain chosen only: the default domain does not have them.
    expect((await redirectOf('sho.rt', 'shl-00000')).status).toBe(404);
    await card.getByRole('link', { name: 'See the imported links' }).click();
    await page.waitForURL('**/user/dashboard');
    await close();
  }, 180_000);

  it(`moves ${BITLY_LINKS.toLocaleString()} links from Bitly, every domain onto the one chosen`, async () => {
    const held = heldPage();
    let listPages = 0;
    const bitly = await startBitlyServer({
      token: BITLY_TOKEN,
      links: Array.from({ length: BITLY_LINKS }, (_, i) => ({
        id: `bit.ly/bly${i.toString(36).padStart(4, '0')}`,
        long_url: `https://example.com/bitly/${i}`,
        clicks: i % 5,
      })),
      // The third page of the list.
      hold: (path) =>
        path.includes('/bitlinks?') && ++listPages === 3 ? held.released : undefined,
    });
    closers.push(() => bitly.close());
    const { page, close } = await importPage();
    await fillForm(page, { source: 'Bitly', key: BITLY_TOKEN, other: 'go.test' });
    // Bitly's own address is filled in; this one is the loopback's.
    expect(await page.getByLabel('API address', { exact: true }).inputValue()).toBe(
      'https://api-ssl.bitly.com',
    );
    await page.getByLabel('API address', { exact: true }).fill(bitly.baseUrl);
    const started = Date.now();
    await page.getByRole('button', { name: 'Start import' }).click();
    const title = `Bitly import from ${new URL(bitly.baseUrl).host}`;
    const seen = await watchUntilDone(page, title, held);
    console.info(`Bitly: ${BITLY_LINKS} links in ${Date.now() - started} ms through the screen`);
    expect(seen.partWay).toBeLessThan(BITLY_LINKS);
    expect(seen.last).toBe(BITLY_LINKS);
    expect(await newestJob()).toMatchObject({
      status: 'done',
      total: BITLY_LINKS,
      created: BITLY_LINKS,
    });
    for (const i of [0, 777, BITLY_LINKS - 1]) {
      const code = `bly${i.toString(36).padStart(4, '0')}`;
      expect(await redirectOf('go.test', code)).toEqual({
        status: 302,
        location: `https://example.com/bitly/${i}`,
      });
    }
    await close();
  }, 180_000);
  it('looks right empty, filled in, and with a running, a done and a failed job, 390 and 1280 px, light and dark', async () => {
    const VIEWS = [390, 1280].flatMap((width) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
    );
    const shoot = async (page: Page, name: string, view: (typeof VIEWS)[number]) =>
      page.screenshot({
        path: artifactPath(`import-jobs-${name}-${view.width}-${view.colorScheme}.png`),
        fullPage: true,
      });
    for (const view of VIEWS) {
      const { page, close } = await importPage({ email: SHOTS_EMAIL, ...view });
      await page.getByText(/No imports yet/).waitFor();
      await shoot(page, 'empty', view);
      await fillForm(page, {
        source: 'Shlink',
        baseUrl: 'https://s.example.com',
        key: 'a-key',
        row: ['s.example.com', 'go.test'],
        other: 'sho.rt',
      });
      await shoot(page, 'form', view);
      await close();
    }
    // Running: the first page read, then the source asks for a pause longer than the test.
    const slow = await startShlinkServer({
      apiKey: SHLINK_KEY,
      links: Array.from({ length: 150 }, (_, i) => ({
        shortCode: `slow-${String(i).padStart(3, '0')}`,
        longUrl: `https://example.com/slow/${i}`,
      })),
      fault: (page, response) => (page < 2 ? false : shlinkRateLimited(response, 120)),
    });
    const small = await startShlinkServer({
      apiKey: SHLINK_KEY,
      links: Array.from({ length: 25 }, (_, i) => ({
        shortCode: `small-${String(i).padStart(3, '0')}`,
        longUrl: `https://example.com/small/${i}`,
      })),
    });
    closers.push(
      () => slow.close(),
      () => small.close(),
    );
    const cookie = await signedIn(SHOTS_EMAIL);
    // One at a time, each queued once the last ended, in the order the list shows them.
    const queue = async (body: object, status: string) => {
      const queued = await postAs(e2e.server.url, cookie, '/api/imports', {
        source: 'shlink',
        api_key: SHLINK_KEY,
        ...body,
      });
      expect(queued.status).toBe(202);
      const { id } = (await queued.json()) as { id: string };
      await expect
        .poll(
          async () => {
            const reply = await fetch(`${e2e.server.url}/api/imports/${id}`, {
              headers: { cookie },
            });
            const job = (await reply.json()) as { status: string; created: number };
            return job.status === 'running' ? `running ${job.created}` : job.status;
          },
          { timeout: 60_000 },
        )
        .toBe(status);
    };
    await queue({ base_url: small.baseUrl }, 'done');
    await queue({ base_url: small.baseUrl, api_key: 'wrong-key' }, 'failed');
    await queue({ base_url: slow.baseUrl }, 'running 100');
    for (const view of VIEWS) {
      const { page, close } = await importPage({ email: SHOTS_EMAIL, ...view });
      await page.getByText('Failed', { exact: true }).waitFor();
      await page.getByText('Done', { exact: true }).waitFor();
      await page.getByText('100 of 150 links').waitFor();
      await shoot(page, 'jobs', view);
      await close();
    }
  }, 120_000);
});
