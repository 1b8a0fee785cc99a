import { BILLING_MESSAGES } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { findBillingAccount } from './billing-repository.js';
import { portalReturnUrl } from './checkout-urls.js';
import { requireStripe } from './stripe-client.js';
import { stripeFailure } from './stripe-failure.js';

/**
 * Opens Stripe's billing portal for the signed-in user's own customer. A customer_id in
 * the body may only repeat the user's own (the spec sends it; we never trust it).
 */
export async function createPortalSession({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; customerId?: string | undefined };
}): Promise<{ portal_url: string }> {
  const stripe = requireStripe(ctx.stripe);
  const account = await findBillingAccount(ctx.db, input.userId);
  if (!account) throw new NotFound('User not found');
  if (!account.customerId) throw new Invalid(BILLING_MESSAGES.noCustomerId);
  if (input.customerId && input.customerId !== account.customerId)
    throw new Forbidden('customer_id does not belong to the signed-in user');
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: account.customerId,
      return_url: portalReturnUrl(ctx.config),
    });
    return { portal_url: session.url };
  } catch (error) {
    ctx.log.warn({ err: error, userId: account.id }, 'portal session failed');
    throw stripeFailure(error, BILLING_MESSAGES.portalSessionFailed);
  }
}
