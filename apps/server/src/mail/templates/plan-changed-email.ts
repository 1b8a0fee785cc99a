import { PLAN_CATALOG, type Plan, planName } from '@kurz/shared';
import type { MailMessage } from '../message.js';
import { renderEmail } from './layout.js';

/** An admin set the user's plan (installs that bill outside Stripe). */
export function planChangedEmail(input: {
  to: string;
  from: Plan;
  plan: Plan;
  url: string;
}): MailMessage {
  const name = planName(input.plan);
  const features = PLAN_CATALOG.find((offer) => offer.id === input.plan)?.features ?? [];
  return {
    to: input.to,
    ...renderEmail({
      subject: `Your Kurz plan is now ${name}`,
      heading: `Your plan is now ${name}`,
      lines: [
        `An administrator changed your plan from ${planName(input.from)} to ${name}. It applies at once.`,
        ...(features.length > 0 ? [`${name} includes: ${features.join(', ')}.`] : []),
      ],
      action: { label: 'Open your dashboard', url: input.url },
      footnote:
        'You get this because your Kurz plan changed. If you did not expect it, contact us.',
    }),
  };
}
