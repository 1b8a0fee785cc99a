import type { Transaction } from 'kysely';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';
import {
  type BillingAccount,
  findBillingAccountByCustomer,
  findBillingAccountByEmail,
  linkCustomer,
  saveSubscriptionState,
} from './billing-repository.js';
import { isStale } from './event-order.js';
import { planFromStripe } from './plan-from-stripe.js';
import {
  type CheckoutSession,
  CheckoutSessionObject,
  type StripeEventInput,
} from './stripe-objects.js';

/**
 * A paid checkout. Our own checkouts are found by the customer id we created for the user
 * (metadata naming someone else voids the event); an admin's custom enterprise checkout by
 * the email the admin entered, and only for a user not yet linked to another customer.
 */
export async function applyCheckoutCompleted(
  ctx: Ctx,
  trx: Transaction<Database>,
  event: StripeEventInput,
  /** Subscriptions this checkout replaces, to cancel once the transaction is committed. */
  replaced: string[],
): Promise<string> {
  const session = CheckoutSessionObject.parse(event.object);
  if (!session.customer) return 'ignored: session without a customer';
  // Delayed payment methods complete unpaid; the subscription's own events follow.
  if (session.payment_status === 'unpaid') return 'ignored: not paid yet';
  const account =
    session.metadata.kind === 'custom_enterprise'
      ? await customAccount(trx, session)
      : await ownAccount(trx, session);
  if (typeof account === 'string') return account;
  if (isStale(event.orderKey, account.eventOrder)) return 'ignored: older than the current state';
  const plan = planFromStripe(ctx.config.billing, undefined, session.metadata.plan);
  if (!plan) return 'ignored: no paid plan in the session';
  const subscriptionId = session.subscription ?? account.subscriptionId;
  await saveSubscriptionState(trx, account.id, {
    plan,
    status: 'active',
    subscriptionId,
    eventOrder: event.orderKey,
  });
  if (
    account.subscriptionId &&
    account.subscriptionId !== subscriptionId &&
    account.plan !== 'free'
  )
    replaced.push(account.subscriptionId);
  return `applied: ${plan}`;
}

async function ownAccount(trx: Transaction<Database>, session: CheckoutSession) {
  const account = await findBillingAccountByCustomer(trx, session.customer ?? '');
  if (!account) return 'ignored: customer belongs to no user';
  const named = session.metadata.user_id ?? session.client_reference_id;
  if (named && named !== account.id) return 'ignored: metadata names another user';
  return account;
}

async function customAccount(
  trx: Transaction<Database>,
  session: CheckoutSession,
): Promise<BillingAccount | string> {
  const email = session.metadata.customer_email;
  const account = email ? await findBillingAccountByEmail(trx, email) : undefined;
  if (!account) return 'ignored: no user with the checkout email yet';
  const customerId = session.customer ?? '';
  if (account.customerId && account.customerId !== customerId)
    return 'ignored: user already pays through another customer';
  if (!account.customerId && !(await linkCustomer(trx, account.id, customerId)))
    return 'ignored: user was linked to another customer meanwhile';
  return { ...account, customerId };
}
