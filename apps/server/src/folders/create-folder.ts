import { randomUUID } from 'node:crypto';
import { FOLDER_MESSAGES, type FolderView, folderKey } from '@kurz/shared';
import { AlreadyExists } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx, WorkspaceOwner } from '../workspace/workspace.js';
import { auditFolder } from './audit-folder.js';
import { insertFolder } from './folder-repository.js';
import type { Folder } from './folder-table.js';
import { toFolderView } from './folder-view.js';

/** A new, empty folder of the workspace; its name (already checked) is unique whatever its case. */
export async function createFolder({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { name: string };
}): Promise<FolderView> {
  requirePermission(ctx, 'folders', 'create', { message: FOLDER_MESSAGES.noPermission });
  const owner: WorkspaceOwner = ctx.workspace.owner;
  const folder: Folder = {
    id: randomUUID(),
    user_id: owner.userId ?? null,
    org_id: owner.orgId ?? null,
    name: input.name,
    name_key: folderKey(input.name),
    created_at: ctx.clock.now(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await insertFolder(trx, folder))) throw new AlreadyExists(FOLDER_MESSAGES.nameTaken);
    await auditFolder(trx, ctx, 'folder.created', folder.name);
  });
  return toFolderView(folder);
}
