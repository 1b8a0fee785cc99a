import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

export function passwordResetEmail(input: {
  to: string;
  url: string;
  expiresInMinutes: number;
}): MailMessage {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Reset your Kurz password',
      heading: 'Reset your password',
      lines: [
        'Someone asked to reset the password of your Kurz account.',
        `The link works once and expires in ${input.expiresInMinutes} minutes.`,
      ],
      action: { label: 'Choose a new password', url: input.url },
      footnote: 'If you did not ask for this, ignore this email: your password stays the same.',
    }),
  };
}
