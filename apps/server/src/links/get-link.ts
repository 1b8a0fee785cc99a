import type { LinkView } from '@kurz/shared';
import { NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { sumClicks } from './link-list-repository.js';
import { findWorkspaceLink } from './link-repository.js';
import { tagsOfLinks } from './link-tag-repository.js';
import { toLinkView } from './link-view.js';
import { URL_REFUSALS } from './url-refusals.js';

/** One link of the workspace; any other answers like a missing one. */
export async function getLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<LinkView> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const link = await findWorkspaceLink(ctx.db, ctx.workspace.owner, input.id);
  if (!link) throw new NotFound('URL not found');
  const [clicks, tags] = await Promise.all([
    sumClicks(ctx.db, [link.id]),
    tagsOfLinks(ctx.db, [link.id]),
  ]);
  return toLinkView(ctx, link, clicks.get(link.id) ?? 0, tags.get(link.id) ?? []);
}
