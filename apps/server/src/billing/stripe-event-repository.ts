import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Records an event as applied; false when it already was (a retry or a replay). Run it in
 * the transaction that applies the event, so a failure leaves it unrecorded for Stripe's retry.
 */
export async function recordStripeEvent(
  db: Executor,
  event: { id: string; type: string; createdAt: number },
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, created_at: event.createdAt, processed_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
