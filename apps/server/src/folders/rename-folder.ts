import { FOLDER_MESSAGES, type FolderView, folderKey } from '@kurz/shared';
import { AlreadyExists, NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { auditFolder } from './audit-folder.js';
import { findWorkspaceFolder, renameFolder as writeName } from './folder-repository.js';
import { toFolderView } from './folder-view.js';
import { listFolders } from './list-folders.js';

/** Renames a folder of the workspace; another workspace's answers like a missing one. */
export async function renameFolder({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string; name: string };
}): Promise<FolderView> {
  requirePermission(ctx, 'folders', 'update', { message: FOLDER_MESSAGES.noPermission });
  const folder = await findWorkspaceFolder(ctx.db, ctx.workspace.owner, input.id);
  if (!folder) throw new NotFound(FOLDER_MESSAGES.notFound);
  const name = { name: input.name, name_key: folderKey(input.name) };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await writeName(trx, folder.id, name)))
      throw new AlreadyExists(FOLDER_MESSAGES.nameTaken);
    await auditFolder(trx, ctx, 'folder.renamed', name.name, { from: folder.name });
  });
  const { folders } = await listFolders({ ctx });
  return folders.find((view) => view.id === folder.id) ?? toFolderView({ ...folder, ...name });
}
