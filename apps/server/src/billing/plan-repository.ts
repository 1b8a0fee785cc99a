import { normalizePlan, type SubscriptionPlan } from '@kurz/shared';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, SubscriptionPlansTable } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Active plans, cheapest first; a plan priced per customer (null) comes last on both engines. */
export async function listActivePlans(db: Executor): Promise<SubscriptionPlan[]> {
  const rows = await db
    .selectFrom('subscription_plans')
    .selectAll()
    .where('active', '=', 1)
    .orderBy(sql`case when price_monthly is null then 1 else 0 end`)
    .orderBy('price_monthly')
    .execute();
  return rows.map(toPlan);
}

export async function findPlan(db: Executor, id: string): Promise<SubscriptionPlan | undefined> {
  const row = await db
    .selectFrom('subscription_plans')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPlan(row);
}

function toPlan(row: Selectable<SubscriptionPlansTable>): SubscriptionPlan {
  return {
    ...row,
    id: normalizePlan(row.id),
    features: JSON.parse(row.features) as SubscriptionPlan['features'],
    active: Number(row.active) === 1,
  };
}
