import { countMatchingLinks } from '../../links/link-list-repository.js';
import { listLinks } from '../../links/list-links.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import type { KuttListQuery } from './kutt-schemas.js';
import { type KuttLinkPage, toKuttLink } from './kutt-view.js';

/** A page of the key's workspace's links, newest first, by Kutt's skip and limit. */
export async function listKuttLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: KuttListQuery;
}): Promise<KuttLinkPage> {
  const search = input.search?.trim() || undefined;
  const page = await listLinks({
    ctx,
    input: { search, sort: 'newest', offset: input.skip, limit: input.limit },
  });
  // Kutt's total counts what the search matches; Kurz's list counts the whole workspace.
  const total = search ? await countMatchingLinks(ctx.db, ctx.workspace.owner, search) : page.total;
  return { limit: input.limit, skip: input.skip, total, data: page.links.map(toKuttLink) };
}
