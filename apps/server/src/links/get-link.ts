import type { LinkView } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { sumClicks } from './link-list-repository.js';
import { findOwnLink } from './link-repository.js';
import { toLinkView } from './link-view.js';

/** One of the user's links; another user's id answers exactly like a missing one. */
export async function getLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string };
}): Promise<LinkView> {
  const link = await findOwnLink(ctx.db, input.userId, input.id);
  if (!link) throw new NotFound('URL not found');
  const clicks = await sumClicks(ctx.db, [link.id]);
  return toLinkView(ctx, link, clicks.get(link.id) ?? 0);
}
