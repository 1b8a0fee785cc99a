import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const EMAIL = 'hooks@example.com';
const e2e = useServerAndBrowser({ ADMIN_EMAILS: EMAIL });
/** A public address literal: saved without DNS; the endpoint only hears of clicks, none come. */
const ENDPOINT_URL = 'https://93.184.215.14/webhooks/kurz';

/** Log rows as the sender leaves them, so the screens show each status. */
function seedDeliveries(dataDir: string, endpointId: string): void {
  const db = new SQLite(path.join(dataDir, 'kurz.db'));
  const insert = db.prepare(
    `insert into webhook_deliveries (id, endpoint_id, event_type, payload, status, attempts,
       next_attempt_at, last_attempt_at, response_status, last_error, created_at, delivered_at)
     values (?, ?, ?, '{}', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = Date.now() - 3_600_000;
  insert.run('msg_e2e1', endpointId, 'link.clicked', 'delivered', 1, at, at, 200, null, at, at);
  insert.run(
    'msg_e2e2',
    endpointId,
    'link.clicked',
    'pending',
    2,
    at + 300_000,
    at + 5000,
    500,
    'HTTP 500',
    at + 1000,
    null,
  );
  insert.run(
    'msg_e2e3',
    endpointId,
    'webhook.test',
    'failed',
    12,
    at,
    at + 2000,
    null,
    'timeout: no complete answer within 5000 ms',
    at + 2000,
    null,
  );
  db.close();
}

describe('webhooks', () => {
  it('a pro user adds an endpoint in the UI, sees its secret once and its log; screenshots', async () => {
    const url = e2e.server.url;
    const cookie = await signUpAndConfirm(url, { email: EMAIL, name: 'Hooks' });
    expect((await postAs(url, cookie, '/api/admin/test-plan', { plan: 'pro' })).status).toBe(200);
    const context = await e2e.browser.newContext();
    await context.addCookies(browserCookies(cookie, url));
    const page = await context.newPage();
    await page.goto(`${url}/user/api-access/webhooks`);
    await page.getByText(/No webhooks yet/).waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill('http://127.0.0.1:8080/in');
    await dialog.getByLabel('Description (optional)').fill('CRM sync');
    await dialog.getByRole('checkbox', { name: /link\.created/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /link\.clicked/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('Webhook URL must point to a public address').waitFor();
    await dialog.getByLabel('Endpoint URL').fill(ENDPOINT_URL);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page
      .getByRole('textbox', { name: 'Signing secret', exact: true })
      .inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: ENDPOINT_URL }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    const listed = await fetch(`${url}/api/webhooks`, { headers: { cookie } });
    const [endpoint] = ((await listed.json()) as { endpoints: { id: string }[] }).endpoints;
    seedDeliveries(e2e.server.dataDir, String(endpoint?.id));
    await context.close();

    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const shot = await e2e.browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
        });
        await shot.addCookies(browserCookies(cookie, url));
        const view = await shot.newPage();
        await view.goto(`${url}/user/api-access/webhooks`);
        await view.getByRole('button', { name: 'Show delivery log' }).click();
        await view.getByRole('rowheader', { name: 'webhook.test' }).waitFor();
        await view.screenshot({
          path: artifactPath(`webhooks-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        if (width === 1280 && colorScheme === 'light') {
          await view.getByRole('button', { name: 'Add endpoint' }).click();
          await view.screenshot({ path: artifactPath('webhooks-create-1280-light.png') });
        }
        await shot.close();
      }
    }
  });
});
