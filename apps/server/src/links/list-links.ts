import { type LinkPage, type LinkSort, NO_FOLDER } from '@kurz/shared';
import { Invalid } from '../errors.js';
import { checkedFolderId } from '../folders/checked-folder.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import {
  type ClicksOrder,
  countLinks,
  type LinkCursor,
  listLinksByClicks,
  listLinksByNewest,
  sumClicks,
} from './link-list-repository.js';
import { tagsOfLinks } from './link-tag-repository.js';
import { toLinkView } from './link-view.js';
import { URL_REFUSALS } from './url-refusals.js';

export interface ListLinksInput {
  search?: string | undefined;
  tag?: string | undefined;
  /** A folder of the workspace, or `none` for the links in no folder. */
  folder_id?: string | undefined;
  /** Only the archived links; otherwise only the others. */
  archived?: boolean | undefined;
  sort: LinkSort;
  cursor?: string | undefined;
  /** Links to pass over first, newest first only: Kutt's `skip`. */
  offset?: number | undefined;
  /** With sort 'clicks': most first (the default), least first or any order. */
  clicksOrder?: ClicksOrder | undefined;
  limit: number;
}

/** One page of the workspace's links; reads one row more than a page to know if more follow. */
export async function listLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ListLinksInput;
}): Promise<LinkPage> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const { owner } = ctx.workspace;
  const query = {
    owner,
    search: input.search?.trim() || undefined,
    tag: input.tag?.trim() || undefined,
    folderId: await folderFilter(ctx, input.folder_id),
    archived: input.archived ?? false,
    sort: input.sort,
    after: input.cursor ? decodeCursor(input.cursor, input.sort) : undefined,
    offset: input.offset,
    clicksOrder: input.clicksOrder,
    limit: input.limit + 1,
  };
  const [rows, total] = await Promise.all([
    input.sort === 'clicks'
      ? listLinksByClicks(ctx.db, query)
      : listLinksByNewest(ctx.db, query).then(async (links) => {
          const clicks = await sumClicks(
            ctx.db,
            links.map((link) => link.id),
          );
          return links.map((link) => ({ ...link, clicks: clicks.get(link.id) ?? 0 }));
        }),
    countLinks(ctx.db, owner),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const tags = await tagsOfLinks(
    ctx.db,
    page.map((link) => link.id),
  );
  return {
    links: page.map((link) => toLinkView(ctx, link, link.clicks, tags.get(link.id) ?? [])),
    next_cursor:
      rows.length > input.limit && last
        ? encodeCursor({
            createdAt: Number(last.created_at),
            id: last.id,
            ...(input.sort === 'clicks' ? { clicks: last.clicks } : {}),
          })
        : null,
    total,
  };
}

/** The list's folder filter: undefined for every folder, null for the links in none. */
export async function folderFilter(
  ctx: WorkspaceCtx,
  folder: string | undefined,
): Promise<string | null | undefined> {
  const id = folder?.trim();
  if (!id) return undefined;
  if (id === NO_FOLDER) return null;
  return checkedFolderId(ctx.db, ctx.workspace.owner, id);
}

function encodeCursor(cursor: LinkCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A cursor's numbers end up compared with bigint columns: 1.5 or 1e400 must not reach them. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function decodeCursor(text: string, sort: LinkSort): LinkCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as Partial<LinkCursor>;
    if (
      isCount(value.createdAt) &&
      typeof value.id === 'string' &&
      (sort === 'newest' || isCount(value.clicks))
    )
      return value as LinkCursor;
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new Invalid('Invalid cursor: pass back next_cursor from the previous page');
}
