import { isPremiumOrHigher } from '@kurz/shared';
import { Forbidden } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';

export const IMPORT_PLAN_MESSAGE =
  'Importing links from a CSV file needs the premium plan or higher. Upgrade your plan to import links.';

/** The workspace's plan; importing is premium or higher, like the other link options. */
export function importPlanOf(ctx: WorkspaceCtx): string | undefined {
  const { plan } = ctx.workspace;
  if (!isPremiumOrHigher(plan)) throw new Forbidden(IMPORT_PLAN_MESSAGE);
  return plan;
}
