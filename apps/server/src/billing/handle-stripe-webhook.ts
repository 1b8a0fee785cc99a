import { BILLING_MESSAGES, type WebhookReply } from '@kurz/shared';
import type { Transaction } from 'kysely';
import type Stripe from 'stripe';
import { ZodError } from 'zod';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';
import { Invalid, NotConfigured } from '../errors.js';
import { applyCheckoutCompleted } from './apply-checkout-completed.js';
import { applyPaymentFailed } from './apply-payment-failed.js';
import { applySubscriptionEvent } from './apply-subscription-event.js';
import { eventOrderKey } from './event-order.js';
import { loadStripe } from './stripe-client.js';
import { recordStripeEvent } from './stripe-event-repository.js';
import { StripeEventEnvelope, type StripeEventInput } from './stripe-objects.js';

/**
 * POST /api/stripe/webhook. The signature is checked on the exact bytes Stripe sent; the
 * event is recorded and applied in one transaction, so a replay (same id) does nothing and
 * a failure leaves nothing recorded for Stripe's retry. A plan changes only here.
 */
export async function handleStripeWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { rawBody: Buffer; signature: string | undefined };
}): Promise<WebhookReply> {
  const secret = ctx.config.billing.webhookSecret;
  if (!secret) throw new NotConfigured(BILLING_MESSAGES.notConfigured);
  if (!input.signature) throw new Invalid('Missing Stripe-Signature header');
  let signed: Stripe.Event;
  try {
    signed = (await loadStripe()).webhooks.constructEvent(input.rawBody, input.signature, secret);
  } catch {
    throw new Invalid('Invalid Stripe signature');
  }
  const parsed = StripeEventEnvelope.safeParse(signed);
  if (!parsed.success) {
    // Acknowledged: Stripe retries anything else for days, and it would fail the same way.
    ctx.log.warn({ issues: parsed.error.issues }, 'stripe webhook: unreadable event ignored');
    return { received: true, duplicate: false };
  }
  const event = parsed.data;
  const item = {
    id: event.id,
    type: event.type,
    orderKey: eventOrderKey(event.type, event.created),
    object: event.data.object as unknown,
  };
  const replaced: string[] = [];
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const isNew = await recordStripeEvent(
      trx,
      { id: event.id, type: event.type, createdAt: event.created * 1000 },
      ctx.clock.now(),
    );
    if (!isNew) return 'duplicate';
    return dispatch(ctx, trx, item, replaced).catch((error: unknown) => {
      // A payload we cannot read is acknowledged: retrying it would fail the same way.
      if (error instanceof ZodError) return `ignored: unreadable ${event.type} payload`;
      throw error;
    });
  });
  ctx.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook');
  await cancelReplaced(ctx, replaced);
  return { received: true, duplicate: outcome === 'duplicate' };
}

function dispatch(
  ctx: Ctx,
  trx: Transaction<Database>,
  item: StripeEventInput,
  replaced: string[],
): Promise<string> {
  switch (item.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(ctx, trx, item, replaced);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(ctx, trx, item, replaced);
    case 'invoice.payment_failed':
      return applyPaymentFailed(trx, item);
    default:
      return Promise.resolve('ignored: event type not handled');
  }
}

/**
 * A paying user who checked out a higher plan has a new subscription: the old one is
 * cancelled (prorated) so they are not billed twice. Done after the commit, never inside
 * the transaction (a network call there would hold the database). A failure is logged
 * as an error with the ids support needs; the user's plan is already right.
 */
async function cancelReplaced(ctx: Ctx, replaced: string[]): Promise<void> {
  for (const subscriptionId of new Set(replaced)) {
    try {
      await ctx.stripe?.subscriptions.cancel(subscriptionId, { prorate: true });
    } catch (error) {
      ctx.log.error({ err: error, subscriptionId }, 'could not cancel a replaced subscription');
    }
  }
}
