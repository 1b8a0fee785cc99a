import type { AdminUser, Plan } from '@kurz/shared';
import { NO_SUCH_USER, setUserPlan } from '../accounts/set-user-plan.js';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { setUserDisabled } from '../moderation/set-user-disabled.js';
import { findUserRow } from './admin-user-repository.js';
import { toAdminUsers } from './admin-user-view.js';

export type UserChange = { subscription_plan: Plan } | { disabled: boolean; reason: string | null };

/**
 * The directory's one change to a user: a plan (through the plan verb every admin plan
 * change takes) or a takedown (moderation's verb). Both audit and mail. Answers the user
 * as the directory shows them. The route has already checked is_admin.
 */
export async function changeUser({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { admin: { id: string; email: string }; userId: string; change: UserChange };
}): Promise<AdminUser> {
  const { admin, userId, change } = input;
  if ('subscription_plan' in change) {
    await setUserPlan({ ctx, input: { admin, userId, plan: change.subscription_plan } });
  } else {
    await setUserDisabled({
      ctx,
      input: { admin, user: { id: userId }, isDisabled: change.disabled, reason: change.reason },
    });
  }
  const row = await findUserRow(ctx.db, userId);
  if (!row) throw new NotFound(NO_SUCH_USER);
  const [user] = await toAdminUsers(ctx, [row]);
  if (!user) throw new NotFound(NO_SUCH_USER);
  return user;
}
