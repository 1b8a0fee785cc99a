import { isPremiumOrHigher } from '@kurz/shared';
import { Forbidden } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';

const FROM = {
  file: 'a CSV file',
  service: 'another shortener',
} as const;

export const importPlanMessage = (from: keyof typeof FROM) =>
  `Importing links from ${FROM[from]} needs the premium plan or higher. Upgrade your plan to import links.`;

/** The workspace's plan; importing is premium or higher, like the other link options. */
export function importPlanOf(
  ctx: WorkspaceCtx,
  from: keyof typeof FROM = 'file',
): string | undefined {
  const { plan } = ctx.workspace;
  if (!isPremiumOrHigher(plan)) throw new Forbidden(importPlanMessage(from));
  return plan;
}
