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

export const previewImport = (csv: string) =>
  api.post<ImportPreviewReply>('/api/links/import/preview', { csv } satisfies ImportPreviewBody);

export const importChunk = (rows: ImportChunkBody['rows']) =>
  api.post<ImportChunkReply>('/api/links/import', { rows } satisfies ImportChunkBody);

/** What the dashboard's list shows now: its search, tag filter and sort. */
export interface LinkFilter {
  search: string;
  tag: string;
  sort: LinkSort;
}

/** The export's address for the dashboard's current filter. */
export function exportUrl(filter: LinkFilter): string {
  const query = {
    sort: filter.sort,
    search: filter.search || undefined,
    tag: filter.tag || undefined,
  } satisfies ExportLinksQuery;
  return withQuery('/api/links/export', query);
}

/** Fetches the export and saves it under the server's file name; a failure is an ApiError. */
export async function downloadLinksCsv(filter: LinkFilter): Promise<void> {
  const response = await fetch(exportUrl(filter), { credentials: 'include' });
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
