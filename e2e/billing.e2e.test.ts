import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeTestServer,
  startStripeServer,
} from '../apps/server/src/test/stripe-server.js';
import { artifactPath, launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let stripe: StripeTestServer;
let browser: Browser;

beforeAll(async () => {
  // Stripe's side on loopback: its Pay button signs the webhooks and posts them to us.
  stripe = await startStripeServer(async (payload, signature) => {
    const response = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status };
  });
  server = await startServer({
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
    STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
    STRIPE_API_BASE: stripe.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  await stripe?.close();
});

/** A verified account made through the API and the dev outbox. */
async function verifiedUser(email: string, password: string): Promise<void> {
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Payer' }),
  });
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const text = outbox.messages.find((m) => m.to === email)?.text ?? '';
  const link = new URL(text.match(/https?:\/\/\S+/)?.[0] ?? '');
  await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
}

describe('upgrading through Stripe', () => {
  it('takes a free user from /pricing through checkout to the Pro badge', async () => {
    await verifiedUser('payer@example.com', 'Str0ng!pass');
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/auth`);
      await page.getByLabel('Email').fill('payer@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const banner = page.getByRole('banner');
      await banner.getByText('Plan: Free').first().waitFor();

      await page.goto(`${server.url}/pricing`);
      const pro = page.getByRole('listitem', { name: 'Pro' });
      await page
        .getByRole('listitem', { name: 'Free' })
        .getByRole('button', { name: 'Current Plan' })
        .waitFor();
      await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();

      await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/checkout/`));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL((url) => url.href === `${server.url}/user/dashboard?success=true`);
      // The plan came from the signed webhook; the page reads the profile again after 2 s.
      await banner.getByText('Plan: Pro').first().waitFor({ timeout: 10_000 });
      expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions')?.body).toMatchObject({
        line_items: [{ price: 'price_pro_monthly' }],
      });
    } catch (error) {
      await page.screenshot({ path: artifactPath('billing-failure.png'), fullPage: true });
      throw error;
    } finally {
      await page.close();
    }
  });
});
