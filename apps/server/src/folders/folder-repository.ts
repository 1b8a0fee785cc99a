import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';
import type { Folder } from './folder-table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The workspace's folders, in no particular order (the verb sorts them by name). */
export async function listWorkspaceFolders(db: Executor, owner: WorkspaceOwner): Promise<Folder[]> {
  return db.selectFrom('folders').selectAll().where(inWorkspace(owner)).execute();
}

/** A folder of the workspace by id; any other looks exactly like a missing one. */
export async function findWorkspaceFolder(
  db: Executor,
  owner: WorkspaceOwner,
  id: string,
): Promise<Folder | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('id', '=', id)
    .where(inWorkspace(owner))
    .executeTakeFirst();
}

/** False when the workspace already has a folder of this name (its unique key). */
export async function insertFolder(db: Executor, folder: Folder): Promise<boolean> {
  const result = await db
    .insertInto('folders')
    .values(folder)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** False when the workspace already has another folder of this name. */
export async function renameFolder(
  db: Executor,
  id: string,
  name: { name: string; name_key: string },
): Promise<boolean> {
  try {
    await db.updateTable('folders').set(name).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Deletes the folder and moves its links to no folder; how many were moved. */
export async function deleteFolder(db: Executor, id: string): Promise<number> {
  const moved = await db
    .updateTable('links')
    .set({ folder_id: null })
    .where('folder_id', '=', id)
    .executeTakeFirst();
  await db.deleteFrom('folders').where('id', '=', id).execute();
  return Number(moved.numUpdatedRows);
}

export interface FolderLinkCounts {
  /** Null: the links in no folder. */
  folderId: string | null;
  links: number;
  archived: number;
}

/** The workspace's links counted by folder, the archived apart. */
export async function countLinksByFolder(
  db: Executor,
  owner: WorkspaceOwner,
): Promise<FolderLinkCounts[]> {
  const rows = await db
    .selectFrom('links')
    .select([
      'folder_id',
      sql<number | string>`sum(case when archived_at is null then 1 else 0 end)`.as('links'),
      sql<number | string>`sum(case when archived_at is null then 0 else 1 end)`.as('archived'),
    ])
    .where(inWorkspace(owner))
    .groupBy('folder_id')
    .execute();
  return rows.map((row) => ({
    folderId: row.folder_id,
    links: Number(row.links),
    archived: Number(row.archived),
  }));
}
