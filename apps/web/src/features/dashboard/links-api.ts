import type { LinkPage, LinkSort, LinkView } from '@kurz/shared';
import { api } from '../../lib/api-client';

export interface LinkChanges {
  full_url?: string;
  short_url?: string;
  redirect_type?: number;
}

export const PAGE_SIZE = 25;

export function fetchLinkPage(params: { search: string; sort: LinkSort; cursor: string | null }) {
  const query = new URLSearchParams({ sort: params.sort, limit: String(PAGE_SIZE) });
  if (params.search) query.set('search', params.search);
  if (params.cursor) query.set('cursor', params.cursor);
  return api.get<LinkPage>(`/api/links?${query}`);
}

export const editLink = (id: string, changes: LinkChanges) =>
  api.patch<LinkView>(`/api/links/${encodeURIComponent(id)}`, changes);

export const deleteLink = (id: string) =>
  api.delete<{ deleted: number }>(`/api/links/${encodeURIComponent(id)}`);

export const deleteLinks = (ids: string[]) =>
  api.post<{ deleted: number }>('/api/links/bulk-delete', { ids });
