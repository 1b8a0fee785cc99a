import { csvText, EXPORT_COLUMNS, LINK_PAGE_MAX, type LinkSort, type LinkView } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { listLinks } from './list-links.js';
import { URL_REFUSALS } from './url-refusals.js';

/**
 * The workspace's links under the dashboard's filter (GET /api/links's search, tag, folder,
 * archive and sort),
 * every page, as CSV in EXPORT_COLUMNS' order; the importer reads the file back.
 * The password is never exported (only its hash is stored); csvText defuses formulas.
 */
export async function exportLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: {
    search?: string | undefined;
    tag?: string | undefined;
    folder_id?: string | undefined;
    archived?: boolean | undefined;
    sort: LinkSort;
  };
}): Promise<string> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const lines: (string | number | null)[][] = [[...EXPORT_COLUMNS]];
  let cursor: string | undefined;
  do {
    const page = await listLinks({
      ctx,
      input: {
        search: input.search,
        tag: input.tag,
        folder_id: input.folder_id,
        archived: input.archived,
        sort: input.sort,
        cursor,
        limit: LINK_PAGE_MAX,
      },
    });
    lines.push(...page.links.map(exportRow));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return csvText(lines);
}

function exportRow(link: LinkView): (string | number | null)[] {
  const row: Record<(typeof EXPORT_COLUMNS)[number], string | number | null> = {
    url: link.full_url,
    code: link.short_url,
    domain: link.domain,
    title: link.title,
    tags: link.tags.join(', '),
    redirect_type: link.redirect_type,
    expires_at: link.expires_at,
    max_clicks: link.max_clicks,
    expired_url: link.expired_url,
    ios_url: link.ios_url,
    android_url: link.android_url,
    og_title: link.og_title,
    og_description: link.og_description,
    og_image: link.og_image,
    folder_id: link.folder_id,
    notes: link.notes,
    forward_query: String(link.forward_query),
    query_precedence: link.query_precedence,
    archived: link.archived ? 'true' : 'false',
    short_link: link.short_link,
    clicks: link.clicks,
    created_at: link.created_at,
    rules: link.rules === null ? null : JSON.stringify(link.rules),
  };
  return EXPORT_COLUMNS.map((column) => row[column]);
}

export function exportFileName(now: number): string {
  return `kurz-links-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
