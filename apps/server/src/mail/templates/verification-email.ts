import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

export function verificationEmail(input: { to: string; name: string; url: string }): MailMessage {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Confirm your email for Kurz',
      heading: input.name ? `Welcome to Kurz, ${input.name}!` : 'Welcome to Kurz!',
      lines: ['Confirm your email address to finish creating your account.'],
      action: { label: 'Confirm email', url: input.url },
      footnote:
        'You got this email because someone signed up for Kurz with this address. If it was not you, ignore it: no account is created without confirmation.',
    }),
  };
}
