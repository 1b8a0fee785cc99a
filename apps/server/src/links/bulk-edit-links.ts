import type { BulkUpdateLinksReply, LinkBulkSetValues } from '@kurz/shared';
import { AppError } from '../errors.js';
import { checkedFolderId } from '../folders/checked-folder.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { type BulkLinks, bulkLinkIds } from './bulk-link-ids.js';
import { editLink } from './edit-link.js';
import { chosenLinkDomain } from './link-domain.js';
import { editInputOf } from './link-input.js';
import { checkedLinkOptions, linkOptionsOf } from './link-options.js';
import { URL_REFUSALS } from './url-refusals.js';

export interface BulkEditLinksInput extends BulkLinks {
  set: LinkBulkSetValues;
}

/**
 * Gives each link reached the same changes through the one edit verb, so each is checked,
 * saved whole or not at all, audited and announced (`link.updated`) on its own. A link the
 * role may not edit, or that is not the workspace's, is that item's failure.
 */
export async function bulkEditLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: BulkEditLinksInput;
}): Promise<BulkUpdateLinksReply> {
  requirePermission(ctx, 'urls', 'update', { message: URL_REFUSALS.update });
  const ids = await bulkLinkIds(ctx, input);
  await checkSetOnce(ctx, input.set);
  const results: BulkUpdateLinksReply['results'] = [];
  for (const id of ids) {
    try {
      results.push({
        id,
        ok: true,
        link: await editLink({ ctx, input: editInputOf(id, input.set) }),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, error: { error: error.message, code: error.code } });
    }
  }
  const changed = results.filter((result) => result.ok).length;
  return { results, changed, failed: results.length - changed };
}

/**
 * What would fail for every link (a folder or domain not the workspace's, options above
 * the plan, a moment past) refuses the call before any link changes.
 */
async function checkSetOnce(ctx: WorkspaceCtx, set: LinkBulkSetValues): Promise<void> {
  const { owner, plan } = ctx.workspace;
  if (set.folder_id) await checkedFolderId(ctx.db, owner, set.folder_id);
  if (set.domain !== undefined) await chosenLinkDomain(ctx, owner, plan, { domain: set.domain });
  await checkedLinkOptions(ctx, plan, linkOptionsOf(set));
}
