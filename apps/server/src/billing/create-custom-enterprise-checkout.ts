import { BILLING_MESSAGES, type BillingCycle } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Unavailable } from '../errors.js';
import { checkoutReturnUrls } from './checkout-urls.js';
import { priceDescription } from './price-description.js';
import { requireStripe } from './stripe-client.js';
import { stripeFailure } from './stripe-failure.js';

export interface CustomCheckoutInput {
  customerName: string;
  customerEmail: string;
  /** Dollars with cents, as the admin typed them (spec 001 §5). */
  customMonthlyPrice: number;
  customYearlyPrice?: number | undefined;
  billingCycle: BillingCycle;
}

/**
 * An admin's custom-priced enterprise checkout link (the route has checked is_admin).
 * The webhook gives the enterprise plan to the Kurz user with this email, once paid.
 */
export async function createCustomEnterpriseCheckout({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CustomCheckoutInput;
}): Promise<{ checkout_url: string; price_description: string }> {
  const stripe = requireStripe(ctx.stripe);
  const monthly = Math.round(input.customMonthlyPrice * 100);
  const yearly = Math.round((input.customYearlyPrice ?? input.customMonthlyPrice * 12) * 100);
  const isYearly = input.billingCycle === 'yearly';
  const email = input.customerEmail.toLowerCase();
  const metadata = {
    kind: 'custom_enterprise',
    plan: 'enterprise',
    customer_email: email,
    customer_name: input.customerName,
  };
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: isYearly ? yearly : monthly,
            recurring: { interval: isYearly ? 'year' : 'month' },
            product_data: { name: `Kurz Enterprise for ${input.customerName}` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata: { plan: 'enterprise', customer_email: email } },
      ...checkoutReturnUrls(ctx.config),
    });
    if (!session.url) throw new Unavailable(BILLING_MESSAGES.customCheckoutFailed);
    return {
      checkout_url: session.url,
      price_description: priceDescription(monthly, yearly, input.billingCycle),
    };
  } catch (error) {
    ctx.log.warn({ err: error }, 'custom enterprise checkout failed');
    throw stripeFailure(error, BILLING_MESSAGES.customCheckoutFailed);
  }
}
