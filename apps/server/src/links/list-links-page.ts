import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import {
  countLinkPage,
  type LinkPageQuery,
  type LinkWithVisits,
  listLinkPage,
} from './link-page-repository.js';
import { tagsOfLinks } from './link-tag-repository.js';
import { URL_REFUSALS } from './url-refusals.js';

export type ListLinksPageInput = Omit<LinkPageQuery, 'owner'>;

export interface LinksPage {
  links: { link: LinkWithVisits; tags: string[] }[];
  /** The links that pass the filters, on every page. */
  total: number;
}

/** A numbered page of the workspace's links with their tags and visits, and the filtered total. */
export async function listLinksPage({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ListLinksPageInput;
}): Promise<LinksPage> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const query = { ...input, owner: ctx.workspace.owner, search: input.search?.trim() || undefined };
  const [rows, total] = await Promise.all([
    listLinkPage(ctx.db, query),
    countLinkPage(ctx.db, query),
  ]);
  const tags = await tagsOfLinks(
    ctx.db,
    rows.map((link) => link.id),
  );
  return { links: rows.map((link) => ({ link, tags: tags.get(link.id) ?? [] })), total };
}
