import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeTestServer,
  startStripeServer,
} from '../apps/server/test/stripe-server.js';
import { E2E_PASSWORD, signUpAndConfirm } from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

let stripe: StripeTestServer;

// Stripe's side on loopback: its Pay button signs the webhooks and posts them to us.
beforeAll(async () => {
  stripe = await startStripeServer(async (payload, signature) => {
    const response = await fetch(`${e2e.server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status };
  });
});
afterAll(async () => {
  await stripe?.close();
});

const e2e = useServerAndBrowser(() => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
  STRIPE_API_BASE: stripe.url,
}));

describe('upgrading through Stripe', () => {
  it('takes a free user from /pricing through checkout to the Pro badge', async () => {
    await signUpAndConfirm(e2e.server.url, { email: 'payer@example.com', name: 'Payer' });
    const page = await e2e.browser.newPage();
    try {
      await page.goto(`${e2e.server.url}/auth`);
      await page.getByLabel('Email').fill('payer@example.com');
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const banner = page.getByRole('banner');
      await banner.getByText('Plan: Free').first().waitFor();

      await page.goto(`${e2e.server.url}/pricing`);
      const pro = page.getByRole('listitem', { name: 'Pro' });
      await page
        .getByRole('listitem', { name: 'Free' })
        .getByRole('button', { name: 'Current Plan' })
        .waitFor();
      await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();

      await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/checkout/`));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL((url) => url.href === `${e2e.server.url}/user/dashboard?success=true`);
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
