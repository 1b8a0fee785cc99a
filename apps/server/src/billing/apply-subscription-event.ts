import type { Transaction } from 'kysely';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';
import { findBillingAccountByCustomer, saveSubscriptionState } from './billing-repository.js';
import { isStale } from './event-order.js';
import { hasEnded, isEntitled, planFromStripe } from './plan-from-stripe.js';
import { type StripeEventInput, SubscriptionObject } from './stripe-objects.js';

/**
 * customer.subscription.created / updated / deleted: plan and status follow the
 * subscription. Deleted (or ended) means free. Events older than what the user already
 * reflects, and the end of a subscription that has since been replaced, change nothing.
 */
export async function applySubscriptionEvent(
  ctx: Ctx,
  trx: Transaction<Database>,
  event: StripeEventInput,
  /** Subscriptions a new one replaces, to cancel once the transaction is committed. */
  replaced: string[],
): Promise<string> {
  const subscription = SubscriptionObject.parse(event.object);
  const account = await findBillingAccountByCustomer(trx, subscription.customer);
  if (!account) return 'ignored: customer belongs to no user';
  const named = subscription.metadata.user_id;
  if (named && named !== account.id) return 'ignored: metadata names another user';
  if (isStale(event.orderKey, account.eventOrder)) return 'ignored: older than the current state';

  const isDeleted = event.type === 'customer.subscription.deleted';
  const isOther = account.subscriptionId !== null && account.subscriptionId !== subscription.id;
  if (isOther && (isDeleted || hasEnded(subscription.status)))
    return 'ignored: a subscription the user no longer uses ended';

  const status = isDeleted ? 'canceled' : subscription.status;
  let plan = account.plan;
  if (isDeleted || hasEnded(status)) plan = 'free';
  else if (isEntitled(status)) {
    const priceId = subscription.items?.data[0]?.price?.id;
    plan = planFromStripe(ctx.config.billing, priceId, subscription.metadata.plan) ?? plan;
  }
  await saveSubscriptionState(trx, account.id, {
    plan,
    status,
    subscriptionId: subscription.id,
    eventOrder: event.orderKey,
  });
  // A new paid subscription (an upgrade through checkout) takes over from the old one.
  if (event.type === 'customer.subscription.created' && isOther && isEntitled(status))
    replaced.push(account.subscriptionId ?? '');
  return `applied: ${plan} (${status})`;
}
