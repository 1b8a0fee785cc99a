import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { findBillingAccountByCustomer, saveSubscriptionState } from './billing-repository.js';
import { isStale } from './event-order.js';
import { InvoiceObject, type StripeEventInput } from './stripe-objects.js';

/** invoice.payment_failed: the plan stays while Stripe retries; the status says past_due. */
export async function applyPaymentFailed(
  trx: Transaction<Database>,
  event: StripeEventInput,
): Promise<string> {
  const invoice = InvoiceObject.parse(event.object);
  if (!invoice.customer) return 'ignored: invoice without a customer';
  const account = await findBillingAccountByCustomer(trx, invoice.customer);
  if (!account) return 'ignored: customer belongs to no user';
  const subscriptionId =
    invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  if (subscriptionId && account.subscriptionId && subscriptionId !== account.subscriptionId)
    return 'ignored: invoice of a subscription the user no longer uses';
  if (isStale(event.orderKey, account.eventOrder)) return 'ignored: older than the current state';
  await saveSubscriptionState(trx, account.id, {
    plan: account.plan,
    status: 'past_due',
    subscriptionId: account.subscriptionId ?? subscriptionId,
    eventOrder: event.orderKey,
  });
  return 'applied: past_due';
}
