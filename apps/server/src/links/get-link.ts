import type { LinkView } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { sumClicks } from './link-list-repository.js';
import { findLinkInScope, type LinkScope } from './link-repository.js';
import { tagsOfLinks } from './link-tag-repository.js';
import { toLinkView } from './link-view.js';

/** One link of the scope (the user's own by default); any other answers like a missing one. */
export async function getLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string; scope?: LinkScope };
}): Promise<LinkView> {
  const link = await findLinkInScope(ctx.db, input.scope ?? { userId: input.userId }, input.id);
  if (!link) throw new NotFound('URL not found');
  const [clicks, tags] = await Promise.all([
    sumClicks(ctx.db, [link.id]),
    tagsOfLinks(ctx.db, [link.id]),
  ]);
  return toLinkView(ctx, link, clicks.get(link.id) ?? 0, tags.get(link.id) ?? []);
}
