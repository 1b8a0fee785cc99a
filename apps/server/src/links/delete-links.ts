import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { queueLinkEvents } from '../webhooks/queue-link-event.js';
import { deleteLinksInScope, type LinkScope } from './link-repository.js';

/**
 * Deletes those of `ids` that are the user's own links (others' ids are skipped, never
 * revealed) and drops them from the redirect cache, so their codes answer 404 at once.
 * `requireAll` (deleting one link by id): none deleted answers 404.
 */
export async function deleteLinks({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; ids: readonly string[]; requireAll?: boolean; scope?: LinkScope };
}): Promise<{ deleted: number }> {
  const ids = [...new Set(input.ids)];
  const deleted = await deleteLinksInScope(ctx.db, input.scope ?? { userId: input.userId }, ids);
  for (const link of deleted) ctx.linkCache.invalidate(link.domain, link.code);
  await queueLinkEvents(
    ctx,
    'link.deleted',
    deleted.map((link) => ({ link })),
  );
  if (input.requireAll && deleted.length < ids.length) throw new NotFound('URL not found');
  return { deleted: deleted.length };
}
