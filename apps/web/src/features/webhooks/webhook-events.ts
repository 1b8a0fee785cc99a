import type { WebhookEvent } from '@kurz/shared';

/** What each event tells a receiver, for the create dialog's checkboxes. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'link.created': 'A short link was created',
  'link.updated': 'A short link was edited',
  'link.deleted': 'A short link was deleted',
  'link.clicked': 'Clicks, batched every 10 seconds (up to 1,000 a message)',
};

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');
