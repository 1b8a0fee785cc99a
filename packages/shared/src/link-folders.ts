/**
 * Folders and notes: a link sits in at most one folder of its workspace, and may carry a
 * note for the people who manage it. A folder's name is unique in its workspace whatever
 * its case, like a tag's.
 */
export const FOLDER_NAME_MAX = 100;
export const LINK_NOTES_MAX = 2_000;

/** GET /api/links?folder_id=none: the links in no folder. */
export const NO_FOLDER = 'none';

/** What people read when a folder call or a link's folder is refused. */
export const FOLDER_MESSAGES = {
  nameRequired: 'A folder needs a name',
  nameTooLong: `A folder name has at most ${FOLDER_NAME_MAX} characters`,
  nameControl: 'A folder name cannot hold control characters',
  nameTaken: 'A folder with this name already exists',
  notFound: 'Folder not found',
  noAccess: "You don't have access to this team's folders",
  noPermission: "You don't have permission to change this team's folders",
  /** A link's `folder_id` names no folder of the link's workspace (or another's). */
  unknownFolder: 'folder_id: no such folder in this workspace',
  notesTooLong: `notes: at most ${LINK_NOTES_MAX.toLocaleString('en-US')} characters`,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a (trimmed) folder name is refused, or null when it is fine. */
export function folderNameProblem(name: string): string | null {
  if (name.length === 0) return FOLDER_MESSAGES.nameRequired;
  if (name.length > FOLDER_NAME_MAX) return FOLDER_MESSAGES.nameTooLong;
  if (CONTROL.test(name)) return FOLDER_MESSAGES.nameControl;
  return null;
}

/** What makes two names one folder. */
export function folderKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Folders in the order lists show them: by name whatever the case, the same on every engine. */
export function compareFolderNames(a: string, b: string): number {
  const [x, y] = [folderKey(a), folderKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
