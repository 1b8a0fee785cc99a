import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestAppTemplate,
  testAppTemplate,
} from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeTestServer,
  startStripeServer,
} from '../../test/stripe-server.js';

let t: TestApp;
let stripe: StripeTestServer;
let ada: AuthClient;

const STRIPE_ENV = () => ({
  ADMIN_EMAILS: 'boss@kurz.test',
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_m',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_API_BASE: stripe.url,
});

/**
 * Ada signed up once (signing up calls no Stripe); each test gets a fresh app, on a copy of
 * that database, that talks to its own Stripe server.
 */
let template: TestAppTemplate<AuthClient>;
beforeAll(async () => {
  template = await testAppTemplate({ ADMIN_EMAILS: 'boss@kurz.test' }, {}, (first) =>
    signedInClient(first.app, 'ada@example.com'),
  );
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  stripe = await startStripeServer(async (payload, signature) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        host: 'app.kurz.test',
        'content-type': 'application/json',
        'stripe-signature': signature,
      },
      payload,
    });
    return { status: response.statusCode };
  });
  t = await template.create(STRIPE_ENV());
  ada = template.prepared.on(t.app);
});
afterEach(async () => {
  await t.close();
  await stripe.close();
});

const plan = async (client: AuthClient) =>
  (await client.get('/api/profile')).json().subscription_plan;

describe('POST /api/create-checkout-session', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { host: 'app.kurz.test' },
      payload: { plan: 'pro' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("creates the user's Stripe customer once and reuses it", async () => {
    await ada.post('/api/create-checkout-session', { plan: 'premium' });
    await ada.post('/api/create-checkout-session', { plan: 'pro' });
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions.map((r) => r.body.customer)).toEqual([
      ...stripe.customers.keys(),
      ...stripe.customers.keys(),
    ]);
  });

  it.each([
    [
      'enterprise',
      { plan: 'enterprise' },
      400,
      'Enterprise plans are arranged with our sales team',
    ],
    ['free', { plan: 'free' }, 400, 'plan must be premium or pro'],
    ['an unknown plan', { plan: 'gold' }, 400, 'plan'],
    ['an unknown cycle', { plan: 'pro', billing_cycle: 'weekly' }, 400, 'billing_cycle'],
    [
      'a price not configured',
      { plan: 'pro', billing_cycle: 'yearly' },
      503,
      'Billing is not configured for Pro (yearly)',
    ],
    ['another user_id', { plan: 'pro', user_id: 'someone-else' }, 403, 'user_id does not match'],
  ])('refuses %s', async (_name, body, status, text) => {
    const response = await ada.post('/api/create-checkout-session', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toContain(text);
  });

  it('refuses the plan the user already has', async () => {
    const started = await ada.post('/api/create-checkout-session', { plan: 'pro' });
    await stripe.completeCheckout(
      new URL(started.json().checkout_url).pathname.split('/').pop() ?? '',
    );
    const again = await ada.post('/api/create-checkout-session', { plan: 'premium' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already on the Pro plan');
  });
});

describe('POST /api/create-portal-session', () => {
  it('answers 429 to a user who keeps creating sessions', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await ada.post('/api/create-portal-session', {})).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('says there is no customer before the first checkout', async () => {
    const response = await ada.post('/api/create-portal-session', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'No customer ID found. Please contact support or try subscribing again.',
    );
  });

  it("opens the portal for the user's own customer only", async () => {
    await ada.post('/api/create-checkout-session', { plan: 'pro' });
    const [customer] = [...stripe.customers.keys()];
    const own = await ada.post('/api/create-portal-session', { customer_id: customer });
    expect(own.statusCode).toBe(200);
    expect(own.json().portal_url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    const portal = stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions')?.body;
    expect(portal).toMatchObject({ customer, return_url: 'https://app.kurz.test/user/dashboard' });

    const other = await ada.post('/api/create-portal-session', { customer_id: 'cus_someone_else' });
    expect(other.statusCode).toBe(403);
  });

  it('names a customer Stripe no longer knows', async () => {
    await ada.post('/api/create-checkout-session', { plan: 'pro' });
    stripe.customers.clear();
    const response = await ada.post('/api/create-portal-session', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/^No such customer/);
  });
});

describe('POST /api/create-custom-enterprise-checkout', () => {
  const body = {
    customerName: 'Acme Corp',
    customerEmail: 'Buyer@Acme.test',
    customMonthlyPrice: 1500,
    customYearlyPrice: 15000,
    billingCycle: 'yearly',
  };

  it('is for admins only', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/create-custom-enterprise-checkout',
      headers: { host: 'app.kurz.test' },
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
    const member = await ada.post('/api/create-custom-enterprise-checkout', body);
    expect(member.statusCode).toBe(403);
    expect(stripe.requests).toHaveLength(0);
  });

  it('makes a custom-priced link that gives the enterprise plan to that email once paid', async () => {
    const boss = await signedInClient(t.app, 'boss@kurz.test');
    const response = await boss.post('/api/create-custom-enterprise-checkout', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().price_description).toBe('$15,000.00/year (save 17%)');
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')?.body;
    expect(created).toMatchObject({
      customer_email: 'buyer@acme.test',
      line_items: [{ price_data: { unit_amount: '1500000', recurring: { interval: 'year' } } }],
    });
    const buyer = await signedInClient(t.app, 'buyer@acme.test');
    await stripe.completeCheckout(
      new URL(response.json().checkout_url).pathname.split('/').pop() ?? '',
    );
    expect(await plan(buyer)).toBe('enterprise');
    expect(await plan(boss)).toBe('free');
  });

  it.each([
    ['no name', { customerName: ' ' }, 'customerName is required'],
    ['a bad email', { customerEmail: 'nope' }, 'customerEmail must be an email address'],
    ['a negative price', { customMonthlyPrice: -5 }, 'must be more than 0'],
    ['a price in fractions of cents', { customMonthlyPrice: 10.001 }, 'at most 2 decimals'],
  ])('refuses %s', async (_name, change, text) => {
    const boss = await signedInClient(t.app, 'boss@kurz.test');
    const response = await boss.post('/api/create-custom-enterprise-checkout', {
      ...body,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(text);
  });
});

describe('plans and limits', () => {
  it('lists the active plans cheapest first with Enterprise last', async () => {
    const response = await t.app.inject({
      url: '/api/subscription-plans',
      headers: { host: 'app.kurz.test' },
    });
    const { plans, billing_enabled } = response.json();
    expect(billing_enabled).toBe(true);
    expect(plans.map((p: { id: string }) => p.id)).toEqual([
      'free',
      'premium',
      'pro',
      'enterprise',
    ]);
    expect(plans[1]).toMatchObject({ price_monthly: 999, price_yearly: 9990, active: true });
    expect(plans[2].features).toMatchObject({
      urls_per_month: 3000,
      custom_domains: 10,
      qr_codes: true,
    });
  });

  it('reads one plan by id, and 404 for another', async () => {
    const get = (id: string) =>
      t.app.inject({ url: `/api/subscription-plans/${id}`, headers: { host: 'app.kurz.test' } });
    expect((await get('pro')).json()).toMatchObject({
      id: 'pro',
      name: 'Pro',
      price_monthly: 2999,
    });
    expect((await get('gold')).statusCode).toBe(404);
  });

  it("answers the signed-in user's limits", async () => {
    expect((await ada.get('/api/subscription-limits')).json()).toEqual({
      urls_per_month: 100,
      custom_domains: 0,
      api_calls_per_month: 0,
    });
  });
});

describe('without Stripe keys', () => {
  it('says billing is not configured, and admins still set plans', async () => {
    await t.close();
    t = await createTestApp({ ADMIN_EMAILS: 'boss@kurz.test' });
    const user = await signedInClient(t.app, 'ada@example.com');
    for (const url of ['/api/create-checkout-session', '/api/create-portal-session']) {
      const response = await user.post(url, { plan: 'pro' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatch(/^Billing is not configured/);
    }
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        host: 'app.kurz.test',
        'content-type': 'application/json',
        'stripe-signature': 'x',
      },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(503);
    const plans = await user.get('/api/subscription-plans');
    expect(plans.json().billing_enabled).toBe(false);
    const boss = await signedInClient(t.app, 'boss@kurz.test');
    expect((await boss.post('/api/admin/test-plan', { plan: 'pro' })).statusCode).toBe(200);
    expect(await plan(boss)).toBe('pro');
  });
});
