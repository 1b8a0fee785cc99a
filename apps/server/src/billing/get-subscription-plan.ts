import type { SubscriptionPlan } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { findPlan } from './plan-repository.js';

/** One plan by id (free, premium, pro, enterprise), active or not. */
export async function getSubscriptionPlan({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<SubscriptionPlan> {
  const plan = await findPlan(ctx.db, input.id);
  if (!plan) throw new NotFound('Subscription plan not found');
  return plan;
}
