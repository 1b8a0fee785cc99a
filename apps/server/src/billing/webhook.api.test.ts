import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { PATIENTLY } from '../../test/patiently.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeTestServer,
  startStripeServer,
} from '../../test/stripe-server.js';

let t: TestApp;
let stripe: StripeTestServer;
let ada: AuthClient;
let bob: AuthClient;

const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      host: 'app.kurz.test',
      // What Stripe sends.
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
    },
    payload,
  });

/**
 * Ada and Bob signed up once (signing up calls no Stripe); each test gets a fresh app, on
 * a copy of that database, that talks to its own Stripe server.
 */
let template: TestAppTemplate<[AuthClient, AuthClient]>;
beforeAll(async () => {
  template = await testAppTemplate({}, {}, async (first) => [
    await signedInClient(first.app, 'ada@example.com'),
    await signedInClient(first.app, 'bob@example.com'),
  ]);
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  stripe = await startStripeServer(async (payload, signature) => {
    const response = await webhook(payload, signature);
    return { status: response.statusCode };
  });
  t = await template.create({
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_m',
    STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
    STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
    STRIPE_API_BASE: stripe.url,
  });
  [ada, bob] = template.prepared.map((client) => client.on(t.app)) as [AuthClient, AuthClient];
});
afterEach(async () => {
  await t.close();
  await stripe.close();
});

async function account(client: AuthClient) {
  const profile = (await client.get('/api/profile')).json() as { email: string };
  const row = await t.db.kysely
    .selectFrom('users')
    .select(['id', 'subscription_plan', 'subscription_status', 'stripe_customer_id'])
    .where('email', '=', profile.email)
    .executeTakeFirstOrThrow();
  return { ...row, plan: row.subscription_plan, status: row.subscription_status };
}

/** Ada checks out Pro (monthly) through the API and pays on the loopback server. */
async function adaPaysForPro() {
  const started = await ada.post('/api/create-checkout-session', { plan: 'pro' });
  const sessionId = new URL(started.json().checkout_url).pathname.split('/').pop() ?? '';
  await stripe.completeCheckout(sessionId);
  return account(ada);
}

const subscription = (customer: string, price: string, status = 'active', id = 'sub_1') => ({
  id,
  object: 'subscription',
  customer,
  status,
  metadata: {},
  items: { data: [{ price: { id: price } }] },
});

describe('POST /api/stripe/webhook', () => {
  it('a completed checkout gives the plan; returning to the success URL alone does not', async () => {
    const started = await ada.post('/api/create-checkout-session', {
      plan: 'pro',
      billing_cycle: 'yearly',
    });
    expect(started.statusCode).toBe(200);
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')?.body;
    expect(created).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_pro_y' }],
      success_url: 'https://app.kurz.test/user/dashboard?success=true',
      cancel_url: 'https://app.kurz.test/user/dashboard?canceled=true',
    });
    expect((await account(ada)).plan).toBe('free');

    const sessionId = new URL(started.json().checkout_url).pathname.split('/').pop() ?? '';
    await stripe.completeCheckout(sessionId);
    expect(await account(ada)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const { stripe_customer_id } = await adaPaysForPro();
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000) + 60,
      data: { object: subscription(stripe_customer_id ?? '', 'price_pro_m', 'canceled') },
    });
    const forged = await webhook(
      payload,
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'invalid_input' });
    const unsigned = await webhook(payload, '');
    expect(unsigned.statusCode).toBe(400);
    expect((await account(ada)).plan).toBe('pro');
    const recorded = await t.db.kysely.selectFrom('stripe_events').select('id').execute();
    expect(recorded.map((e) => e.id)).not.toContain('evt_forged');
  });

  it.each([
    ['no id', { type: 'invoice.payment_failed', created: 1, data: { object: {} } }],
    ['no data', { id: 'evt_x1', type: 'invoice.payment_failed', created: 1 }],
    ['a created time that is text', { id: 'evt_x2', type: 'x', created: 'soon', data: {} }],
    ['data that is a string', { id: 'evt_x3', type: 'x', created: 1, data: 'oops' }],
    ['a type that is a number', { id: 'evt_x4', type: 7, created: 1, data: { object: {} } }],
    ['an array', [1, 2, 3]],
  ])('acknowledges a signed event with %s, changing nothing', async (_label, event) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_WEBHOOK_SECRET,
    });
    const response = await webhook(payload, signature);
    expect(response.statusCode).toBe(200);
    const recorded = await t.db.kysely.selectFrom('stripe_events').select('id').execute();
    expect(recorded).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const { stripe_customer_id: customer } = await adaPaysForPro();
    const failed = { id: 'in_1', object: 'invoice', customer };
    expect(await stripe.sendEvent('invoice.payment_failed', failed, { id: 'evt_once' })).toBe(200);
    expect((await account(ada)).status).toBe('past_due');
    await stripe.sendEvent(
      'customer.subscription.updated',
      subscription(customer ?? '', 'price_pro_m'),
    );
    expect((await account(ada)).status).toBe('active');

    expect(await stripe.sendEvent('invoice.payment_failed', failed, { id: 'evt_once' })).toBe(200);
    expect((await account(ada)).status).toBe('active');
    const rows = await t.db.kysely
      .selectFrom('stripe_events')
      .selectAll()
      .where('id', '=', 'evt_once')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('ends on the right plan when subscription events arrive out of order', async () => {
    const { stripe_customer_id: customer } = await adaPaysForPro();
    const now = Math.floor(Date.now() / 1000) + 100;
    const sub = (price: string, status?: string) =>
      subscription(customer ?? '', price, status, 'sub_2');
    await stripe.sendEvent('customer.subscription.updated', sub('price_premium_m'), {
      created: now + 10,
    });
    await stripe.sendEvent('customer.subscription.created', sub('price_pro_m'), { created: now });
    expect((await account(ada)).plan).toBe('premium');

    // The same second: created is older than updated, whatever the arrival order.
    await stripe.sendEvent('customer.subscription.updated', sub('price_pro_m'), {
      created: now + 20,
    });
    await stripe.sendEvent('customer.subscription.created', sub('price_premium_m'), {
      created: now + 20,
    });
    expect((await account(ada)).plan).toBe('pro');

    await stripe.sendEvent('customer.subscription.deleted', sub('price_pro_m', 'canceled'), {
      created: now + 40,
    });
    await stripe.sendEvent('customer.subscription.updated', sub('price_pro_m'), {
      created: now + 30,
    });
    expect(await account(ada)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('follows status: past_due keeps the plan, unpaid ends it', async () => {
    const { stripe_customer_id: customer } = await adaPaysForPro();
    const id =
      (
        await t.db.kysely
          .selectFrom('users')
          .select('stripe_subscription_id')
          .where('stripe_customer_id', '=', customer)
          .executeTakeFirstOrThrow()
      ).stripe_subscription_id ?? '';
    await stripe.sendEvent(
      'customer.subscription.updated',
      subscription(customer ?? '', 'price_pro_m', 'past_due', id),
    );
    expect(await account(ada)).toMatchObject({ plan: 'pro', status: 'past_due' });
    await stripe.sendEvent(
      'customer.subscription.updated',
      subscription(customer ?? '', 'price_pro_m', 'unpaid', id),
    );
    expect(await account(ada)).toMatchObject({ plan: 'free', status: 'unpaid' });
  });

  it('ignores the end of a subscription the user has replaced', async () => {
    const { stripe_customer_id: customer } = await adaPaysForPro();
    await stripe.sendEvent(
      'customer.subscription.deleted',
      subscription(customer ?? '', 'price_premium_m', 'canceled', 'sub_old'),
    );
    expect((await account(ada)).plan).toBe('pro');
  });

  it("never changes a user through another user's customer id or metadata", async () => {
    const { stripe_customer_id: adaCustomer, id: adaId } = await adaPaysForPro();
    const bobId = (await account(bob)).id;
    // Ada's customer, but metadata naming Bob: neither account moves.
    await stripe.sendEvent('checkout.session.completed', {
      id: 'cs_evil',
      object: 'checkout.session',
      customer: adaCustomer,
      client_reference_id: bobId,
      metadata: { user_id: bobId, plan: 'premium' },
    });
    await stripe.sendEvent('customer.subscription.updated', {
      ...subscription(adaCustomer ?? '', 'price_premium_m', 'active', 'sub_evil'),
      metadata: { user_id: bobId },
    });
    // A customer of nobody here, naming Bob.
    await stripe.sendEvent('checkout.session.completed', {
      id: 'cs_stranger',
      object: 'checkout.session',
      customer: 'cus_stranger',
      client_reference_id: bobId,
      metadata: { user_id: bobId, plan: 'pro' },
    });
    expect(await account(ada)).toMatchObject({ id: adaId, plan: 'pro' });
    expect(await account(bob)).toMatchObject({ plan: 'free', stripe_customer_id: null });
  });

  it('cancels the old subscription when a paying user checks out a higher plan', async () => {
    const first = await ada.post('/api/create-checkout-session', { plan: 'premium' });
    await stripe.completeCheckout(
      new URL(first.json().checkout_url).pathname.split('/').pop() ?? '',
    );
    expect((await account(ada)).plan).toBe('premium');
    const [premiumSub] = [...stripe.subscriptions.keys()];

    await adaPaysForPro();
    await vi.waitFor(
      () => expect(stripe.subscriptions.get(premiumSub ?? '')?.status).toBe('canceled'),
      PATIENTLY,
    );
    // Stripe's own deleted event for the old subscription follows: it must not end Pro.
    await vi.waitFor(async () => {
      const deleted = await t.db.kysely
        .selectFrom('stripe_events')
        .select('id')
        .where('type', '=', 'customer.subscription.deleted')
        .execute();
      expect(deleted).toHaveLength(1);
    }, PATIENTLY);
    expect(await account(ada)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('waits for payment when a checkout completes unpaid', async () => {
    await ada.post('/api/create-checkout-session', { plan: 'premium' });
    const [customer] = [...stripe.customers.keys()];
    const adaId = (await account(ada)).id;
    await stripe.sendEvent('checkout.session.completed', {
      id: 'cs_unpaid',
      object: 'checkout.session',
      customer,
      payment_status: 'unpaid',
      metadata: { user_id: adaId, plan: 'premium' },
    });
    expect((await account(ada)).plan).toBe('free');
  });

  it('acknowledges event types it does not handle and payloads it cannot read', async () => {
    expect(await stripe.sendEvent('customer.created', { id: 'cus_x', object: 'customer' })).toBe(
      200,
    );
    expect(await stripe.sendEvent('customer.subscription.updated', { id: 'sub_x' })).toBe(200);
  });
});
