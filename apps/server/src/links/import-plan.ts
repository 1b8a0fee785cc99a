import { isPremiumOrHigher } from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import { Forbidden } from '../errors.js';

export const IMPORT_PLAN_MESSAGE =
  'Importing links from a CSV file needs the premium plan or higher. Upgrade your plan to import links.';

/** The importing user's plan; importing is premium or higher, like the other link options. */
export async function importPlanOf(ctx: Ctx, userId: string): Promise<string | undefined> {
  const plan = (await findProfile(ctx.db, userId))?.subscription_plan;
  if (!isPremiumOrHigher(plan)) throw new Forbidden(IMPORT_PLAN_MESSAGE);
  return plan;
}
