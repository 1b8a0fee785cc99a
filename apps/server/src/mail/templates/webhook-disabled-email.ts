import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** Once per disable: an endpoint's deliveries kept failing for 3 days, so it was turned off. */
export function webhookDisabledEmail(input: {
  to: string;
  endpointUrl: string;
  reason: string;
  url: string;
}): MailMessage {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Action needed: a Kurz webhook was disabled',
      heading: 'A webhook endpoint was disabled',
      lines: [
        `Kurz could not deliver events to ${input.endpointUrl} for 3 days, so it stopped sending to it: ${input.reason}.`,
        'Events that were waiting are kept. Fix the receiver, then enable the webhook again: the waiting events are sent, and failed ones can be replayed from its delivery log.',
      ],
      action: { label: 'Open Webhooks', url: input.url },
      footnote: 'If you no longer use this endpoint, delete it in Webhooks.',
    }),
  };
}
