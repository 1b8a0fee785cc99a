import { z } from 'zod';
import { FOLDER_MESSAGES, folderNameProblem } from '../link-folders.js';
import { KNOWN_FIELDS_ONLY } from './api-v1.js';
import { LinkWorkspace } from './links.js';

/**
 * A workspace's folders: GET/POST /api/folders and PATCH/DELETE /api/folders/:id for the
 * web (a team's with `organization_id`), /api/v1/folders for an API key's workspace.
 * Deleting a folder moves its links to no folder; it never deletes a link.
 */

const folderName = z
  .string({ error: `name: ${FOLDER_MESSAGES.nameRequired}` })
  .trim()
  .superRefine((name, issue) => {
    const problem = folderNameProblem(name);
    if (problem) issue.addIssue({ code: 'custom', message: `name: ${problem}` });
  });

export const FolderIdParams = z.object({ id: z.string().min(1).max(100) });

/** GET /api/folders' query and DELETE /api/folders/:id's body: the workspace. */
export const FoldersQuery = LinkWorkspace;
export type FoldersQuery = z.input<typeof FoldersQuery>;

/** POST /api/v1/folders, PATCH /api/v1/folders/:id: a folder's name. */
export const ApiFolderBody = z.strictObject({ name: folderName }, KNOWN_FIELDS_ONLY);
export type ApiFolderBody = z.input<typeof ApiFolderBody>;

/** POST /api/folders, PATCH /api/folders/:id: the same, in the workspace named. */
export const FolderBody = ApiFolderBody.extend(LinkWorkspace.shape);
export type FolderBody = z.input<typeof FolderBody>;

/** How many links: those the default list shows, and those archived. */
const FolderCounts = {
  /** Not archived. */
  links: z.number(),
  archived: z.number(),
};

export const FolderView = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  ...FolderCounts,
});
export type FolderView = z.infer<typeof FolderView>;

export const FolderReply = z.object({ folder: FolderView });
export type FolderReply = z.infer<typeof FolderReply>;

/**
 * GET /api/folders: every folder by name with its counts, the links in no folder, and the
 * workspace's archived links together (the dashboard's "Archived" view).
 */
export const FoldersReply = z.object({
  folders: z.array(FolderView),
  no_folder: z.object(FolderCounts),
  archived: z.number(),
});
export type FoldersReply = z.infer<typeof FoldersReply>;

export const DeleteFolderReply = z.object({
  deleted: z.literal(true),
  /** Links that were in it, now in no folder. */
  unfiled: z.number(),
});
export type DeleteFolderReply = z.infer<typeof DeleteFolderReply>;
