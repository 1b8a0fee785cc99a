import type { Ctx } from '../context.js';
import { listActivePlans, type SubscriptionPlan } from './plan-repository.js';

/** The pricing page's data: active plans cheapest first, and whether checkout can work. */
export async function listSubscriptionPlans({
  ctx,
}: {
  ctx: Ctx;
  input?: undefined;
}): Promise<{ plans: SubscriptionPlan[]; billing_enabled: boolean }> {
  return { plans: await listActivePlans(ctx.db), billing_enabled: ctx.stripe !== null };
}
