import { FOLDER_MESSAGES } from '@kurz/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { Invalid } from '../errors.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';
import { findWorkspaceFolder } from './folder-repository.js';

/**
 * A link's `folder_id` once it names a folder of the link's workspace: any other id, of
 * another workspace or of none, is the same 400, so it tells nothing about what exists.
 */
export async function checkedFolderId(
  db: Kysely<Database> | Transaction<Database>,
  owner: WorkspaceOwner,
  folderId: string | null,
): Promise<string | null> {
  if (folderId === null) return null;
  const folder = await findWorkspaceFolder(db, owner, folderId);
  if (!folder) throw new Invalid(FOLDER_MESSAGES.unknownFolder, { field: 'folder_id' });
  return folder.id;
}
