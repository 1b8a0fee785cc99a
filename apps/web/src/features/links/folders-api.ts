import type { DeleteFolderReply, FolderBody, FolderReply, WorkspaceRef } from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { teamRef } from '../../lib/workspace-ref';

/** A workspace's folders (POST, PATCH and DELETE /api/folders…); null names Personal. */

const folderPath = (id: string) => `/api/folders/${encodeURIComponent(id)}`;

export const createFolder = (organizationId: string | null, name: string) =>
  api.post<FolderReply>('/api/folders', { name, ...teamRef(organizationId) } satisfies FolderBody);

export const renameFolder = (organizationId: string | null, id: string, name: string) =>
  api.patch<FolderReply>(folderPath(id), {
    name,
    ...teamRef(organizationId),
  } satisfies FolderBody);

export const deleteFolder = (organizationId: string | null, id: string) =>
  api.delete<DeleteFolderReply>(
    withQuery(folderPath(id), teamRef(organizationId) satisfies WorkspaceRef),
  );
