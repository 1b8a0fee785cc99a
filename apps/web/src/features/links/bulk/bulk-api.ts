import {
  csvText,
  type ExportLinksQuery,
  type ImportChunkBody,
  type ImportChunkReply,
  type ImportOutcome,
  type ImportPreviewBody,
  type ImportPreviewReply,
  type LinkSort,
} from '@kurz/shared';
import { api } from '../../../lib/api-client';
import { readResponse } from '../../../lib/read-response';
import { withQuery } from '../../../lib/with-query';
import { teamRef } from '../../../lib/workspace-ref';

/** Import and export act in a workspace: `organizationId` names the team, null Personal. */

export const previewImport = (organizationId: string | null, csv: string) =>
  api.post<ImportPreviewReply>('/api/links/import/preview', {
    csv,
    ...teamRef(organizationId),
  } satisfies ImportPreviewBody);

export const importChunk = (organizationId: string | null, rows: ImportChunkBody['rows']) =>
  api.post<ImportChunkReply>('/api/links/import', {
    rows,
    ...teamRef(organizationId),
  } satisfies ImportChunkBody);

/** What the dashboard's list shows now: its search, tag, folder and archive filters and sort. */
export interface LinkFilter {
  search: string;
  tag: string;
  /** A folder's id, `none`, or '' for every folder. */
  folderId?: string;
  isArchived?: boolean;
  sort: LinkSort;
}

/** The export's address for the list's current filter. */
export function exportUrl(organizationId: string | null, filter: LinkFilter): string {
  const query = {
    sort: filter.sort,
    search: filter.search || undefined,
    tag: filter.tag || undefined,
    folder_id: filter.folderId || undefined,
    archived: filter.isArchived ? 'true' : undefined,
    ...teamRef(organizationId),
  } satisfies ExportLinksQuery;
  return withQuery('/api/links/export', query);
}

/** Fetches the export and saves it under the server's file name; a failure is an ApiError. */
export async function downloadLinksCsv(
  organizationId: string | null,
  filter: LinkFilter,
): Promise<void> {
  const response = await fetch(exportUrl(organizationId, filter), { credentials: 'include' });
  if (!response.ok) await readResponse(response);
  const name =
    response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    'kurz-links.csv';
  saveFile(await response.blob(), name);
}

/** The import's per-row report: every row's outcome, in file order. */
export function reportCsv(outcomes: readonly ImportOutcome[]): string {
  const rows = [...outcomes].sort((a, b) => a.row - b.row);
  return csvText([
    ['row', 'url', 'code', 'status', 'short_link', 'message'],
    ...rows.map((o) => [o.row, o.url, o.code, o.status, o.short_link, o.message]),
  ]);
}

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
