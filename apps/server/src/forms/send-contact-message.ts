import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { insertContactMessage } from './contact-message-repository.js';
import { inboxUrl, notifySupport } from './notify-support.js';
import { contactMessageEmail } from './support-emails.js';

/** Stores a contact message (spec 001 §3) for the admin inbox and mails it to support. */
export async function sendContactMessage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ContactMessageInput;
}): Promise<{ id: string }> {
  const id = randomUUID();
  await insertContactMessage(ctx.db, {
    id,
    ...input,
    created_at: ctx.clock.now(),
    handled_at: null,
  });
  const to = ctx.config.mail.supportEmail;
  await notifySupport(ctx, contactMessageEmail({ to, inboxUrl: inboxUrl(ctx), message: input }), {
    kind: 'contact',
    id,
  });
  return { id };
}
