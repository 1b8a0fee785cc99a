import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** Once per lapse: a verified custom domain's DNS proof was not found at the daily check. */
export function domainProofMissingEmail(input: {
  to: string;
  domain: string;
  servingUntil: Date;
  issue: string;
  url: string;
}): MailMessage {
  const until = input.servingUntil.toUTCString();
  return {
    to: input.to,
    ...renderEmail({
      subject: `Action needed: ${input.domain} failed its DNS check`,
      heading: `${input.domain} failed its daily DNS check`,
      lines: [
        `Kurz checks every custom domain's DNS records each day. Today's check for ${input.domain} found: ${input.issue}.`,
        `Its short links keep working until ${until}. If the records are not back by then, the domain stops serving and goes back to pending verification.`,
      ],
      action: { label: 'Open Custom Domains', url: input.url },
      footnote: 'If you no longer use this domain, delete it in Custom Domains and this will stop.',
    }),
  };
}
