import { api } from '../../lib/api-client';

/** A link as GET /api/links returns it (spec 001 §3's URL record plus clicks). */
export interface LinkItem {
  id: string;
  /** The code. */
  short_url: string;
  full_url: string;
  /** The whole short link, scheme and host included. */
  short_link: string;
  domain: string;
  custom_domain: string | null;
  custom_domain_id: string | null;
  redirect_type: number;
  created_at: string;
  clicks: number;
}

export interface LinkPage {
  links: LinkItem[];
  next_cursor: string | null;
  total: number;
}

export type LinkSort = 'newest' | 'clicks';

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
  api.patch<LinkItem>(`/api/links/${encodeURIComponent(id)}`, changes);

export const deleteLink = (id: string) =>
  api.delete<{ deleted: number }>(`/api/links/${encodeURIComponent(id)}`);

export const deleteLinks = (ids: string[]) =>
  api.post<{ deleted: number }>('/api/links/bulk-delete', { ids });
