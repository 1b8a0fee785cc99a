import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** Sent to the invited address; only that address can accept, within 7 days, once. */
export function teamInvitationEmail(input: {
  to: string;
  teamName: string;
  inviter: string;
  role: string;
  url: string;
}): MailMessage {
  return {
    to: input.to,
    ...renderEmail({
      subject: `${input.inviter} invited you to ${input.teamName} on Kurz`,
      heading: `Join ${input.teamName} on Kurz`,
      lines: [
        `${input.inviter} invited you to the team ${input.teamName} as ${input.role}.`,
        'The invitation is for this email address only and expires in 7 days.',
      ],
      action: { label: 'Accept invitation', url: input.url },
      footnote: 'If you did not expect this, ignore this email: nothing happens unless you accept.',
    }),
  };
}
