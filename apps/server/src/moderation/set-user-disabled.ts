import type { ModeratedUser } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Invalid, NotFound } from '../errors.js';
import { toModeratedUser } from './moderated-views.js';
import {
  deleteSessionsOf,
  findModeratedUserByEmail,
  LIFTED,
  recordLinkChangesOfUser,
  setUserTakedown,
} from './moderation-repository.js';

const NO_USER = 'No user has that email';

/**
 * Disables a user (signed out everywhere, sign-in refused, every link of theirs 451) or
 * enables them again. Their links' cache entries go through the link change feed like any
 * link change. The route checked is_admin.
 */
export async function setUserDisabled({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { adminId: string; email: string; isDisabled: boolean; reason: string | null };
}): Promise<ModeratedUser> {
  const email = input.email.trim().toLowerCase();
  const user = await findModeratedUserByEmail(ctx.db, email);
  if (!user) throw new NotFound(NO_USER);
  if (input.isDisabled && user.id === input.adminId)
    throw new Invalid('You cannot disable your own account');
  const links = await ctx.db.transaction().execute(async (trx) => {
    await setUserTakedown(
      trx,
      user.id,
      input.isDisabled
        ? {
            disabled_at: ctx.clock.now(),
            disabled_reason: input.reason,
            disabled_by: input.adminId,
          }
        : LIFTED,
    );
    if (input.isDisabled) await deleteSessionsOf(trx, user.id);
    return recordLinkChangesOfUser(trx, user.id, ctx.clock.now());
  });
  for (const link of links) ctx.linkCache.invalidate(link.domain, link.code);
  ctx.log.info(
    { userId: user.id, isDisabled: input.isDisabled, adminId: input.adminId },
    'user takedown set',
  );
  const updated = await findModeratedUserByEmail(ctx.db, email);
  if (!updated) throw new NotFound(NO_USER);
  return toModeratedUser(updated);
}
