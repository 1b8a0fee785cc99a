import type { ModeratedUser } from '@kurz/shared';
import { recordAdminEvent } from '../accounts/admin-audit.js';
import type { Ctx } from '../context.js';
import { Invalid, NotFound } from '../errors.js';
import { accountDisabledEmail } from '../mail/templates/account-disabled-email.js';
import { toModeratedUser } from './moderated-views.js';
import {
  deleteSessionsOf,
  findModeratedUser,
  LIFTED,
  type ModeratedUserKey,
  recordLinkChangesOfUser,
  setUserTakedown,
} from './moderation-repository.js';

const NO_USER = { email: 'No user has that email', id: 'No user has that id' } as const;

/**
 * Disables a user (signed out everywhere, sign-in refused, every link of theirs 451) or
 * enables them again, found by email (the takedown form) or id (the user directory).
 * Their links' cache entries go through the link change feed like any link change. Each
 * takedown is audited; a change of state is mailed to the user. The route checked is_admin.
 */
export async function setUserDisabled({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    admin: { id: string; email: string };
    user: ModeratedUserKey;
    isDisabled: boolean;
    reason: string | null;
  };
}): Promise<ModeratedUser> {
  const key = normalised(input.user);
  const notFound = new NotFound('email' in key ? NO_USER.email : NO_USER.id);
  const user = await findModeratedUser(ctx.db, key);
  if (!user) throw notFound;
  if (input.isDisabled && user.id === input.admin.id)
    throw new Invalid('You cannot disable your own account');
  const wasDisabled = user.disabled_at !== null;
  // Enabling an enabled user changes nothing, so nothing is written, audited or mailed.
  if (!input.isDisabled && !wasDisabled) return toModeratedUser(user);
  const now = ctx.clock.now();
  const links = await ctx.db.transaction().execute(async (trx) => {
    await setUserTakedown(
      trx,
      user.id,
      input.isDisabled
        ? { disabled_at: now, disabled_reason: input.reason, disabled_by: input.admin.id }
        : LIFTED,
    );
    if (input.isDisabled) await deleteSessionsOf(trx, user.id);
    await recordAdminEvent(trx, {
      actor: input.admin,
      action: input.isDisabled ? 'user.disabled' : 'user.enabled',
      target: { id: user.id, email: user.email },
      ...(input.reason && { details: { reason: input.reason } }),
      at: now,
    });
    return recordLinkChangesOfUser(trx, user.id, now);
  });
  for (const link of links) ctx.linkCache.invalidate(link.domain, link.code);
  ctx.log.info(
    { userId: user.id, isDisabled: input.isDisabled, adminId: input.admin.id },
    'user takedown set',
  );
  if (wasDisabled !== input.isDisabled) {
    await ctx.mail.send(
      accountDisabledEmail({
        to: user.email,
        isDisabled: input.isDisabled,
        reason: input.reason,
        url: new URL(input.isDisabled ? '/contact' : '/auth', ctx.config.appUrl).href,
      }),
    );
  }
  const updated = await findModeratedUser(ctx.db, key);
  if (!updated) throw notFound;
  return toModeratedUser(updated);
}

/** Emails are stored lower-cased by better-auth. */
function normalised(key: ModeratedUserKey): ModeratedUserKey {
  return 'email' in key ? { email: key.email.trim().toLowerCase() } : key;
}
