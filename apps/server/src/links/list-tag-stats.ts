import { compareTagNames } from '@kurz/shared';
import { type TagVisits, tagVisits } from '../analytics/tag-visits.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { URL_REFUSALS } from './url-refusals.js';

/** The workspace's tags in use, alphabetically, each with its links and their visits. */
export async function listTagStats({ ctx }: { ctx: WorkspaceCtx }): Promise<TagVisits[]> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const rows = await tagVisits(ctx.db, ctx.workspace.owner);
  return rows.sort((a, b) => compareTagNames(a.name, b.name));
}
