import { normalizePlan, type Plan } from '@kurz/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface SubscriptionPlan {
  id: Plan;
  name: string;
  description: string;
  price_monthly: number | null;
  price_yearly: number | null;
  features: Record<string, unknown>;
  active: boolean;
}

/** Active plans, cheapest first; a plan priced per customer (null) comes last on both engines. */
export async function listActivePlans(db: Executor): Promise<SubscriptionPlan[]> {
  const rows = await db
    .selectFrom('subscription_plans')
    .selectAll()
    .where('active', '=', 1)
    .orderBy(sql`case when price_monthly is null then 1 else 0 end`)
    .orderBy('price_monthly')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: normalizePlan(row.id),
    features: JSON.parse(row.features) as Record<string, unknown>,
    active: row.active === 1,
  }));
}
