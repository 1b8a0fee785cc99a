import type { PlansReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { listActivePlans } from './plan-repository.js';

/** The pricing page's data: active plans cheapest first, and whether checkout can work. */
export async function listSubscriptionPlans({
  ctx,
}: {
  ctx: Ctx;
  input?: undefined;
}): Promise<PlansReply> {
  return { plans: await listActivePlans(ctx.db), billing_enabled: ctx.stripe !== null };
}
