import { PLAN_CATALOG } from '@kurz/shared';
import type { Kysely } from 'kysely';

/**
 * Plans and Stripe state: the plan catalogue (seeded from packages/shared), the Stripe
 * events already applied (webhook idempotency), and on each user the subscription the
 * plan follows plus the time of the last subscription event applied, so that events
 * arriving out of order never roll a plan back.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscription_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_monthly', 'bigint')
    .addColumn('price_yearly', 'bigint')
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto('subscription_plans')
    .values(
      PLAN_CATALOG.map((offer) => ({
        id: offer.id,
        name: offer.name,
        description: offer.description,
        price_monthly: offer.priceMonthly,
        price_yearly: offer.priceYearly,
        features: JSON.stringify({ ...offer.flags, lines: offer.features }),
        active: 1,
      })),
    )
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('processed_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('stripe_subscription_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('subscription_event_at', 'bigint').execute();
}
