import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** Once per breakage: a link opted into link health failed its daily check. */
export function linkBrokenEmail(input: {
  to: string;
  shortLink: string;
  destination: string;
  /** What the check found: `404`, `DNS name not found`, `TLS certificate error`… */
  detail: string;
  url: string;
}): MailMessage {
  const found = /^\d+$/.test(input.detail) ? `HTTP ${input.detail}` : input.detail;
  return {
    to: input.to,
    ...renderEmail({
      subject: `Broken link: ${input.shortLink} (${found})`,
      heading: `${input.shortLink} leads to a broken page`,
      lines: [
        `Kurz checks this link's destination every day. Today's check of ${input.destination} found: ${found}.`,
        'Visitors following the short link land on that error. Fix the page, or point the link somewhere else from your dashboard.',
      ],
      action: { label: 'Open your dashboard', url: input.url },
      footnote:
        'You get this once per breakage. To stop the daily check, untick "Check this link daily" when editing the link.',
    }),
  };
}
