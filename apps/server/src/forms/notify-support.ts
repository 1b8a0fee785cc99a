import type { Ctx } from '../context.js';
import type { MailMessage } from '../mail/message.js';

/**
 * Sends a form's notification. The form is already stored and visible in the admin inbox,
 * so a mail failure must not turn the visitor's success into an error: it is logged with
 * what identifies the stored row, for someone to look at.
 */
export async function notifySupport(
  ctx: Ctx,
  mail: MailMessage,
  row: { kind: string; id: string },
) {
  try {
    await ctx.mail.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, ...row, to: mail.to }, 'support notification not sent');
  }
}

export const inboxUrl = (ctx: Ctx): string => new URL('/admin/inbox', ctx.config.appUrl).toString();
