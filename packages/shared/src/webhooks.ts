/**
 * Webhooks: what a workspace may subscribe to, the limits, the retry
 * schedule and the words for refusals. The server enforces them; the web shows them.
 */

export const WEBHOOK_EVENTS = [
  'link.created',
  'link.updated',
  'link.deleted',
  'link.clicked',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent by "Send test" to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const MAX_WEBHOOKS_PER_WORKSPACE = 10;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Click summaries in one `link.clicked` delivery. */
export const CLICKS_PER_DELIVERY = 1000;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Delivered and failed deliveries are kept this long in the log, then deleted. */
export const WEBHOOK_LOG_DAYS = 30;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, … failed attempt; the last one repeats. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
] as const;
/** A message is retried until this long after its first attempt, then it has failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * HOUR;

/**
 * When to try again after `attempts` failed attempts, the first made at `firstAttemptAt`;
 * null when that would fall past the 3-day window (the message has failed).
 */
export function nextWebhookAttemptAt(
  firstAttemptAt: number,
  attempts: number,
  now: number,
): number | null {
  const delays = WEBHOOK_RETRY_DELAYS_MS;
  const delay = delays[Math.min(attempts, delays.length) - 1] ?? delays[0];
  const next = now + delay;
  return next > firstAttemptAt + WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

export const WEBHOOK_MESSAGES = {
  proOnly: 'Webhooks are available for Pro subscribers and above.',
  tooMany: `At most ${MAX_WEBHOOKS_PER_WORKSPACE} webhooks per workspace: delete one first`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  urlRequired: 'Webhook URL is required',
  urlInvalid: 'Webhook URL must be a valid http or https URL',
  urlTooLong: `Webhook URL: at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: 'Webhook URL must not contain a user name or password',
  urlPrivate: 'Webhook URL must point to a public address',
  urlUnresolvable: 'Webhook URL host could not be resolved',
  eventsRequired: 'Choose at least one event',
  unknownEvent: `events: each one of ${WEBHOOK_EVENTS.join(', ')}`,
  disabled: 'This webhook is disabled: enable it first',
} as const;

/** Why `text` cannot be a webhook URL (before any DNS lookup), or null when it may. */
export function webhookUrlProblem(text: string): string | null {
  if (text.trim() === '') return WEBHOOK_MESSAGES.urlRequired;
  if (text.length > WEBHOOK_URL_MAX) return WEBHOOK_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (url.hostname === '') return WEBHOOK_MESSAGES.urlInvalid;
  return null;
}
