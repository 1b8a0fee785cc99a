import type { BulkDeleteLinksReply } from '@kurz/shared';
import { Forbidden, NotFound } from '../errors.js';
import { can, requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { type BulkLinks, bulkLinkIds } from './bulk-link-ids.js';
import { selectedLinks } from './link-removal-repository.js';
import { removeLinks } from './remove-links.js';
import { URL_REFUSALS } from './url-refusals.js';

/**
 * Deletes each link reached that the role may delete, through the one removal (audit,
 * `link.deleted`, cache), and says per link why another was not: not the workspace's (as
 * if it did not exist) or another member's.
 */
export async function bulkRemoveLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: BulkLinks;
}): Promise<BulkDeleteLinksReply> {
  requirePermission(ctx, 'urls', 'delete', { message: URL_REFUSALS.delete });
  const { owner } = ctx.workspace;
  const ids = await bulkLinkIds(ctx, input);
  const found = await selectedLinks(ctx.db, { kind: 'ids', owner, ids }, ids.length);
  const byId = new Map(found.map((link) => [link.id, link]));
  const results: BulkDeleteLinksReply['results'] = ids.map((id) => {
    const link = byId.get(id);
    const refusal = !link
      ? new NotFound('URL not found')
      : can(ctx, 'urls', 'delete', link.user_id)
        ? null
        : new Forbidden(URL_REFUSALS.delete);
    return refusal
      ? { id, ok: false, error: { error: refusal.message, code: refusal.code } }
      : { id, ok: true };
  });
  const allowed = results.flatMap((result) => (result.ok ? [result.id] : []));
  // A link another request deleted meanwhile is gone all the same: still this call's success.
  const { removed } = await removeLinks({
    ctx,
    input: { which: { kind: 'ids', owner, ids: allowed }, actorId: ctx.actor.userId },
  });
  return { results, deleted: removed, failed: results.length - allowed.length };
}
