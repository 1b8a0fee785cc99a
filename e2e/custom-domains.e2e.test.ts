import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startZoneDns, type ZoneDns } from '../apps/server/test/zone-dns.js';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const PREMIUM = 'brand@acme-shop.com';
const DOMAIN = 'links.acme-shop.com';
const PROXY_HOST = 'edge.kurz-proxy.net';

let dns: ZoneDns;

// The customer's DNS provider, on loopback: records appear in it as the test "creates" them.
beforeAll(async () => {
  dns = await startZoneDns();
});
afterAll(async () => {
  await dns?.close();
});

const destination = useDestination('/spring');
const e2e = useServerAndBrowser(() => ({
  ADMIN_EMAILS: PREMIUM,
  DNS_SERVERS: dns.server,
  PROXY_HOST,
}));

/** A plain HTTP GET to the server as a visitor of `host` would send it. */
function getWithHost(serverUrl: string, host: string, path: string) {
  const { port } = new URL(serverUrl);
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, resolve);
    request.on('error', reject);
  });
}

async function pageFor(email: string, name: string) {
  const cookie = await signUpAndConfirm(e2e.server.url, { email, name });
  const context = await e2e.browser.newContext();
  await context.addCookies(browserCookies(cookie, e2e.server.url));
  return { cookie, context, page: await context.newPage() };
}

describe('custom domains', () => {
  it('lets a premium user add, prove and use a domain whose links then redirect', async () => {
    const { cookie, context, page } = await pageFor(PREMIUM, 'Brand');
    const plan = await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'premium' });
    expect(plan.status).toBe(200);

    await page.goto(`${e2e.server.url}/user/domains`);
    await page.getByText('No custom domains added yet').waitFor();
    await page.getByLabel('Add a domain').fill(`https://www.${DOMAIN}/`);
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await page.getByText('Domain added! Configure DNS records to verify.').waitFor();
    await page.getByText('Pending verification').waitFor();

    // The setup opened by itself: read the proof from its records table.
    const table = page.getByRole('table', { name: 'DNS records' });
    const txt = table.getByRole('row').filter({ hasText: 'TXT' });
    const txtName = await txt.getByRole('cell').nth(1).locator('code').textContent();
    const token = await txt.getByRole('cell').nth(2).locator('code').textContent();
    const cname = table.getByRole('row').filter({ hasText: 'CNAME' });
    expect(await cname.getByRole('cell').nth(2).locator('code').textContent()).toBe(PROXY_HOST);
    expect(txtName).toMatch(new RegExp(`\\.${DOMAIN.replaceAll('.', '\\.')}$`));
    expect(token).toBeTruthy();

    // Nothing at the provider yet: Verify says what is missing.
    await page.getByRole('button', { name: `Verify ${DOMAIN}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /not found|Verification failed/ })
      .waitFor();

    dns.zone.set(String(txtName).toLowerCase(), { TXT: [String(token)] });
    dns.zone.set(DOMAIN, { CNAME: PROXY_HOST });
    await page.getByRole('button', { name: `Verify ${DOMAIN}` }).click();
    await page.getByText('Domain verified successfully!').waitFor();
    await page.getByText('Active and verified').waitFor();

    await page.goto(`${e2e.server.url}/create`);
    await page.getByRole('checkbox', { name: `Use custom domain (${DOMAIN})` }).check();
    await page.getByText(`${DOMAIN}/`).waitFor();
    await page.getByLabel('Long URL').fill(destination.url);
    await page.getByLabel('Custom Short URL').fill('spring-sale');
    await page.getByRole('button', { name: 'Shorten URL' }).click();
    const ready = page.getByRole('region', { name: 'Your shortened URL is ready!' });
    await ready.getByRole('link', { name: `http://${DOMAIN}/spring-sale` }).waitFor();

    const visit = await getWithHost(e2e.server.url, DOMAIN, '/spring-sale');
    visit.resume();
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(destination.url);
    await context.close();
  });

  it('shows a free user the Premium Feature card', async () => {
    const { context, page } = await pageFor('free@acme-shop.com', 'Free');
    await page.goto(`${e2e.server.url}/user/domains`);
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    await page
      .getByText('Custom domains are available for Premium subscribers and above.')
      .waitFor();
    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    await context.close();
  });
});
