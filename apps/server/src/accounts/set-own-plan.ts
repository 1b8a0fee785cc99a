import type { Plan } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { getProfile } from './get-profile.js';
import { setUserPlan } from './set-user-plan.js';
import type { Profile } from './user-repository.js';

/**
 * The Admin Testing Panel (spec 001 §2): an admin sets their OWN plan, status 'active',
 * through the same verb as any user's plan. The route has already checked is_admin.
 */
export async function setOwnPlan({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { admin: { id: string; email: string }; plan: Plan };
}): Promise<Profile> {
  await setUserPlan({
    ctx,
    input: { admin: input.admin, userId: input.admin.id, plan: input.plan },
  });
  return getProfile({ ctx, input: { userId: input.admin.id } });
}
