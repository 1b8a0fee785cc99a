import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** An admin disabled the account, or enabled it again. */
export function accountDisabledEmail(input: {
  to: string;
  isDisabled: boolean;
  reason: string | null;
  /** The contact form when disabled, sign-in when enabled. */
  url: string;
}): MailMessage {
  const content = input.isDisabled
    ? {
        subject: 'Your Kurz account has been disabled',
        heading: 'Your account has been disabled',
        lines: [
          'An administrator disabled your Kurz account. You are signed out and cannot sign in, and your short links show a page saying they have been disabled instead of forwarding.',
          ...(input.reason ? [`Reason given: ${input.reason}`] : []),
        ],
        action: { label: 'Contact us', url: input.url },
      }
    : {
        subject: 'Your Kurz account is enabled again',
        heading: 'Your account is enabled again',
        lines: [
          'An administrator enabled your Kurz account. You can sign in, and your short links forward again.',
        ],
        action: { label: 'Sign in', url: input.url },
      };
  return {
    to: input.to,
    ...renderEmail({
      ...content,
      footnote: 'You get this because the state of your Kurz account changed.',
    }),
  };
}
