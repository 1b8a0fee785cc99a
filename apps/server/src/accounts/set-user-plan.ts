import { normalizePlan, type Plan } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { planChangedEmail } from '../mail/templates/plan-changed-email.js';
import { recordAdminEvent } from './admin-audit.js';
import { findPlanHolder, updateProfile } from './user-repository.js';

export const NO_SUCH_USER = 'No user has that id';

/**
 * An admin sets a user's plan without Stripe (spec 001 §2's testing panel, and installs
 * that bill elsewhere): status 'active', audited. The user is mailed unless the admin set
 * their own. Limits follow at once: every check reads the plan from the user's row. A
 * later Stripe event for the user's subscription still sets the plan it names. The route
 * has already checked is_admin.
 */
export async function setUserPlan({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { admin: { id: string; email: string }; userId: string; plan: Plan };
}): Promise<void> {
  const user = await findPlanHolder(ctx.db, input.userId);
  if (!user) throw new NotFound(NO_SUCH_USER);
  const from = normalizePlan(user.subscription_plan);
  if (from === input.plan && user.subscription_status === 'active') return;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateProfile(
      trx,
      ctx.dbEngine,
      user.id,
      { subscription_plan: input.plan, subscription_status: 'active' },
      now,
    );
    await recordAdminEvent(trx, {
      actor: input.admin,
      action: 'user.plan_changed',
      target: { id: user.id, email: user.email },
      details: { from, to: input.plan },
      at: now,
    });
  });
  ctx.log.info({ userId: user.id, from, to: input.plan, adminId: input.admin.id }, 'plan set');
  if (from === input.plan || user.id === input.admin.id) return;
  await ctx.mail.send(
    planChangedEmail({
      to: user.email,
      from,
      plan: input.plan,
      url: new URL('/user/dashboard', ctx.config.appUrl).href,
    }),
  );
}
