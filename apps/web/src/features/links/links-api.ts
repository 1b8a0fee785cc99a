import {
  type BulkDeleteBody,
  type DeleteLinksReply,
  type LinkPage,
  type LinkSort,
  type LinkView,
  type ListLinksQuery,
  linkEditErrorMessage,
  type UpdateLinkBody,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';

/** What the edit dialog may change: PATCH /api/links/:id's body. */
export type LinkChanges = UpdateLinkBody;

export const PAGE_SIZE = 25;

export function fetchLinkPage(params: {
  search: string;
  tag: string;
  sort: LinkSort;
  cursor: string | null;
}) {
  const query = {
    sort: params.sort,
    limit: PAGE_SIZE,
    search: params.search,
    tag: params.tag,
    cursor: params.cursor ?? undefined,
  } satisfies ListLinksQuery;
  return api.get<LinkPage>(withQuery('/api/links', query));
}

export const editLink = (id: string, changes: LinkChanges) =>
  api.patch<LinkView>(`/api/links/${encodeURIComponent(id)}`, changes, {
    errorMessage: linkEditErrorMessage,
  });

export const deleteLink = (id: string) =>
  api.delete<DeleteLinksReply>(`/api/links/${encodeURIComponent(id)}`);

export const deleteLinks = (ids: string[]) =>
  api.post<DeleteLinksReply>('/api/links/bulk-delete', { ids } satisfies BulkDeleteBody);
