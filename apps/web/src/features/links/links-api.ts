import {
  type BulkDeleteBody,
  type BulkDeleteLinksBody,
  type BulkDeleteLinksReply,
  type BulkUpdateLinksBody,
  type BulkUpdateLinksReply,
  type DeleteLinksReply,
  type LinkBulkFilter,
  type LinkBulkSet,
  type LinkPage,
  type LinkSort,
  type LinkView,
  type ListLinksQuery,
  linkEditErrorMessage,
  type UpdateLinkBody,
  type WorkspaceRef,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { teamRef } from '../../lib/workspace-ref';

/**
 * A workspace's links (GET, PATCH and DELETE /api/links…, bulk delete). `organizationId`
 * names the team, null the personal workspace.
 */

/** What the edit form may change: PATCH /api/links/:id's body. */
export type LinkChanges = Omit<UpdateLinkBody, 'organization_id'>;

export const PAGE_SIZE = 25;

const linkPath = (id: string) => `/api/links/${encodeURIComponent(id)}`;

export function fetchLinkPage(params: {
  organizationId: string | null;
  search: string;
  tag: string;
  /** A folder's id, `none`, or '' for every folder. */
  folderId: string;
  isArchived: boolean;
  sort: LinkSort;
  cursor: string | null;
}) {
  const query = {
    sort: params.sort,
    limit: PAGE_SIZE,
    search: params.search,
    tag: params.tag,
    folder_id: params.folderId || undefined,
    archived: params.isArchived ? 'true' : undefined,
    cursor: params.cursor ?? undefined,
    ...teamRef(params.organizationId),
  } satisfies ListLinksQuery;
  return api.get<LinkPage>(withQuery('/api/links', query));
}

export const fetchLink = (organizationId: string | null, id: string) =>
  api.get<LinkView>(withQuery(linkPath(id), teamRef(organizationId) satisfies WorkspaceRef));

export const editLink = (organizationId: string | null, id: string, changes: LinkChanges) =>
  api.patch<LinkView>(
    linkPath(id),
    { ...changes, ...teamRef(organizationId) } satisfies UpdateLinkBody,
    { errorMessage: linkEditErrorMessage },
  );

export const deleteLink = (organizationId: string | null, id: string) =>
  api.delete<DeleteLinksReply>(
    withQuery(linkPath(id), teamRef(organizationId) satisfies WorkspaceRef),
  );

export const deleteLinks = (organizationId: string | null, ids: string[]) =>
  api.post<DeleteLinksReply>('/api/links/bulk-delete', {
    ids,
    ...teamRef(organizationId),
  } satisfies BulkDeleteBody);

/** The links a bulk call reaches: those picked, or all the list's filter keeps. */
export type BulkWhich = { ids: string[] } | { filter: LinkBulkFilter };

export const bulkChangeLinks = (
  organizationId: string | null,
  which: BulkWhich,
  set: LinkBulkSet,
) =>
  api.patch<BulkUpdateLinksReply>('/api/links/bulk', {
    ...which,
    set,
    ...teamRef(organizationId),
  } satisfies BulkUpdateLinksBody);

export const bulkDeleteLinks = (organizationId: string | null, which: BulkWhich) =>
  api.delete<BulkDeleteLinksReply>('/api/links/bulk', {
    ...which,
    ...teamRef(organizationId),
  } satisfies BulkDeleteLinksBody);
