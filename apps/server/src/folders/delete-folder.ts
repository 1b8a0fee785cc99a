import { type DeleteFolderReply, FOLDER_MESSAGES } from '@kurz/shared';
import { NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { auditFolder } from './audit-folder.js';
import { findWorkspaceFolder, deleteFolder as removeFolder } from './folder-repository.js';

/**
 * Deletes a folder of the workspace; its links stay, in no folder, and keep redirecting
 * (a link's folder is not part of its redirect, so no cache forgets anything).
 */
export async function deleteFolder({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<DeleteFolderReply> {
  requirePermission(ctx, 'folders', 'delete', { message: FOLDER_MESSAGES.noPermission });
  const folder = await findWorkspaceFolder(ctx.db, ctx.workspace.owner, input.id);
  if (!folder) throw new NotFound(FOLDER_MESSAGES.notFound);
  const unfiled = await ctx.db.transaction().execute(async (trx) => {
    const moved = await removeFolder(trx, folder.id);
    await auditFolder(trx, ctx, 'folder.deleted', folder.name, { links: moved });
    return moved;
  });
  return { deleted: true, unfiled };
}
