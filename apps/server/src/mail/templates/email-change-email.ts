import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** Sent to the NEW address: the change happens only once its owner confirms. */
export function emailChangeEmail(input: {
  to: string;
  currentEmail: string;
  url: string;
}): MailMessage {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Confirm your new email for Kurz',
      heading: 'Confirm your new email address',
      lines: [`The Kurz account ${input.currentEmail} asked to use this address from now on.`],
      action: { label: 'Confirm new email', url: input.url },
      footnote:
        'If you did not ask for this, ignore this email: nothing changes without confirmation.',
    }),
  };
}
