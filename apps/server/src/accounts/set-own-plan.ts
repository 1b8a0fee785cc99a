import type { Plan } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { getProfile } from './get-profile.js';
import { type Profile, updateProfile } from './user-repository.js';

/**
 * The Admin Testing Panel (spec 001 §2): an admin sets their OWN plan, status 'active'.
 * The route has already checked is_admin.
 */
export async function setOwnPlan({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; plan: Plan };
}): Promise<Profile> {
  await updateProfile(
    ctx.db,
    ctx.dbEngine,
    input.userId,
    { subscription_plan: input.plan, subscription_status: 'active' },
    ctx.clock.now(),
  );
  return getProfile({ ctx, input: { userId: input.userId } });
}
