import {
  BILLING_MESSAGES,
  type BillingCycle,
  normalizePlan,
  PLAN_NAMES,
  planLevel,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Conflict, Invalid, NotConfigured, NotFound, Unavailable } from '../errors.js';
import { findBillingAccount, linkCustomer } from './billing-repository.js';
import { checkoutReturnUrls } from './checkout-urls.js';
import { requireStripe } from './stripe-client.js';
import { stripeFailure } from './stripe-failure.js';

export interface CheckoutInput {
  userId: string;
  plan: string;
  billingCycle: BillingCycle;
}

/**
 * Starts a Stripe Checkout for a paid plan above the user's own. The Stripe customer is
 * created by us and stored on the user first, so the webhook can find the user by it.
 */
export async function createCheckoutSession({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CheckoutInput;
}): Promise<{ checkout_url: string }> {
  if (input.plan !== 'premium' && input.plan !== 'pro')
    throw new Invalid(
      input.plan === 'enterprise'
        ? 'Enterprise plans are arranged with our sales team'
        : 'plan must be premium or pro',
    );
  const stripe = requireStripe(ctx.stripe);
  const price = ctx.config.billing.prices[input.plan][input.billingCycle];
  if (!price)
    throw new NotConfigured(
      `Billing is not configured for ${PLAN_NAMES[normalizePlan(input.plan)]} (${input.billingCycle})`,
    );
  const account = await findBillingAccount(ctx.db, input.userId);
  if (!account) throw new NotFound('User not found');
  if (planLevel(account.plan) >= planLevel(input.plan))
    throw new Conflict(`You are already on the ${PLAN_NAMES[normalizePlan(account.plan)]} plan`);
  try {
    const customer = account.customerId ?? (await createCustomer(ctx, account));
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: account.id,
      line_items: [{ price, quantity: 1 }],
      metadata: { user_id: account.id, plan: input.plan, billing_cycle: input.billingCycle },
      subscription_data: { metadata: { user_id: account.id, plan: input.plan } },
      ...checkoutReturnUrls(ctx.config),
    });
    if (!session.url) throw new Unavailable(BILLING_MESSAGES.checkoutFailed);
    return { checkout_url: session.url };
  } catch (error) {
    ctx.log.warn({ err: error, userId: account.id }, 'checkout session failed');
    throw stripeFailure(error, BILLING_MESSAGES.checkoutFailed);
  }
}

async function createCustomer(ctx: Ctx, account: { id: string; email: string }) {
  const customer = await requireStripe(ctx.stripe).customers.create(
    { email: account.email, metadata: { user_id: account.id } },
    { idempotencyKey: `kurz-customer-${account.id}` },
  );
  if (await linkCustomer(ctx.db, account.id, customer.id)) return customer.id;
  // Another request linked one first (two tabs): use that one.
  const again = await findBillingAccount(ctx.db, account.id);
  if (!again?.customerId) throw new Unavailable(BILLING_MESSAGES.checkoutFailed);
  return again.customerId;
}
