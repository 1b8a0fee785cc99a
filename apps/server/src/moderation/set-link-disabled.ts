import type { ModeratedLink } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { toModeratedLink } from './moderated-views.js';
import { findModeratedLink, LIFTED, setLinkTakedown } from './moderation-repository.js';
import { shortUrlTarget } from './short-url-target.js';

const NO_LINK = 'No link has that short URL';

/**
 * Disables a link (it then answers 451, records no click) or enables it again. This
 * process forgets it at once; every other one through the link change feed, since the
 * row's `disabled_at` is among the columns its trigger watches. The route checked is_admin.
 */
export async function setLinkDisabled({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { adminId: string; shortUrl: string; isDisabled: boolean; reason: string | null };
}): Promise<ModeratedLink> {
  const target = shortUrlTarget(ctx.config, ctx.servingDomains, input.shortUrl);
  const link = target && (await findModeratedLink(ctx.db, target.domain, target.code));
  if (!link) throw new NotFound(NO_LINK);
  await setLinkTakedown(
    ctx.db,
    link.id,
    input.isDisabled
      ? { disabled_at: ctx.clock.now(), disabled_reason: input.reason, disabled_by: input.adminId }
      : LIFTED,
  );
  ctx.linkCache.invalidate(link.domain, link.code);
  ctx.log.info(
    { linkId: link.id, isDisabled: input.isDisabled, adminId: input.adminId },
    'link takedown set',
  );
  const updated = await findModeratedLink(ctx.db, link.domain, link.code);
  if (!updated) throw new NotFound(NO_LINK);
  return toModeratedLink(ctx.config, updated);
}
