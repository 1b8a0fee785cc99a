import type { FolderView } from '@kurz/shared';
import type { Folder } from './folder-table.js';

/** A folder as lists show it, with how many links it holds (archived apart). */
export function toFolderView(
  folder: Folder,
  counts: { links: number; archived: number } = { links: 0, archived: 0 },
): FolderView {
  return {
    id: folder.id,
    name: folder.name,
    created_at: new Date(Number(folder.created_at)).toISOString(),
    links: counts.links,
    archived: counts.archived,
  };
}
