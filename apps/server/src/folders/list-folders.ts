import { compareFolderNames, FOLDER_MESSAGES, type FoldersReply } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { countLinksByFolder, listWorkspaceFolders } from './folder-repository.js';
import { toFolderView } from './folder-view.js';

/** The workspace's folders by name, with the counts the dashboard's filter shows. */
export async function listFolders({ ctx }: { ctx: WorkspaceCtx }): Promise<FoldersReply> {
  requirePermission(ctx, 'folders', 'read', { message: FOLDER_MESSAGES.noAccess });
  const { owner } = ctx.workspace;
  const [folders, counts] = await Promise.all([
    listWorkspaceFolders(ctx.db, owner),
    countLinksByFolder(ctx.db, owner),
  ]);
  const byFolder = new Map(counts.map((count) => [count.folderId, count]));
  return {
    folders: folders
      .sort((a, b) => compareFolderNames(a.name, b.name))
      .map((folder) => toFolderView(folder, byFolder.get(folder.id))),
    no_folder: {
      links: byFolder.get(null)?.links ?? 0,
      archived: byFolder.get(null)?.archived ?? 0,
    },
    archived: counts.reduce((sum, count) => sum + count.archived, 0),
  };
}
