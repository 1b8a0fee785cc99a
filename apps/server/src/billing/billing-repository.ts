import { normalizePlan, type Plan } from '@kurz/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A user as billing sees them: who pays, for which subscription, on which plan. */
export interface BillingAccount {
  id: string;
  email: string;
  plan: Plan;
  status: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** Order key of the last subscription event applied (see event-order.ts). */
  eventOrder: number | null;
}

const COLUMNS = [
  'id',
  'email',
  'subscription_plan',
  'subscription_status',
  'stripe_customer_id',
  'stripe_subscription_id',
  'subscription_event_at',
] as const;

type Row = Pick<Database['users'], (typeof COLUMNS)[number]>;

const toAccount = (row: Row): BillingAccount => ({
  id: row.id,
  email: row.email,
  plan: normalizePlan(row.subscription_plan),
  status: row.subscription_status,
  customerId: row.stripe_customer_id,
  subscriptionId: row.stripe_subscription_id,
  eventOrder: row.subscription_event_at === null ? null : Number(row.subscription_event_at),
});

export async function findBillingAccount(db: Executor, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The only way from Stripe back to a user: the customer id our server stored for them. */
export async function findBillingAccountByCustomer(db: Executor, customerId: string) {
  const row = await db
    .selectFrom('users')
    .select(COLUMNS)
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row && toAccount(row);
}

export async function findBillingAccountByEmail(db: Executor, email: string) {
  const row = await db
    .selectFrom('users')
    .select(COLUMNS)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toAccount(row);
}

/** Links a Stripe customer to a user that has none yet; false if one was linked meanwhile. */
export async function linkCustomer(db: Executor, userId: string, customerId: string) {
  const result = await db
    .updateTable('users')
    .set({ stripe_customer_id: customerId })
    .where('id', '=', userId)
    .where('stripe_customer_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface SubscriptionState {
  plan: Plan;
  status: string;
  subscriptionId: string | null;
  eventOrder: number;
}

export async function saveSubscriptionState(
  db: Executor,
  userId: string,
  state: SubscriptionState,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      subscription_plan: state.plan,
      subscription_status: state.status,
      stripe_subscription_id: state.subscriptionId,
      subscription_event_at: state.eventOrder,
    })
    .where('id', '=', userId)
    .execute();
}
