import { NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { type LinkSelection, selectedLinks } from './link-removal-repository.js';
import { removeLinks } from './remove-links.js';
import { URL_REFUSALS } from './url-refusals.js';

/**
 * Deletes those of `ids` that are the workspace's links (others' ids are skipped, never
 * revealed) through the one removal, so each sends `link.deleted`, is audited and answers
 * 404 at once. A role that may delete only its own is refused (403, nothing deleted) when
 * one of them is another member's. `requireAll` (one link by id): a missing one is 404.
 */
export async function deleteLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { ids: readonly string[]; requireAll?: boolean };
}): Promise<{ deleted: number }> {
  requirePermission(ctx, 'urls', 'delete', { message: URL_REFUSALS.delete });
  const ids = [...new Set(input.ids)];
  const which: LinkSelection = { kind: 'ids', owner: ctx.workspace.owner, ids };
  const links = await selectedLinks(ctx.db, which, ids.length);
  if (input.requireAll && links.length < ids.length) throw new NotFound('URL not found');
  for (const link of links) {
    requirePermission(ctx, 'urls', 'delete', {
      createdBy: link.user_id,
      message: URL_REFUSALS.delete,
    });
  }
  const { removed } = await removeLinks({
    ctx,
    input: {
      which: { ...which, ids: links.map((link) => link.id) },
      actorId: ctx.actor.userId,
    },
  });
  // Another request may have deleted one meanwhile.
  if (input.requireAll && removed < ids.length) throw new NotFound('URL not found');
  return { deleted: removed };
}
