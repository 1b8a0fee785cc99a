import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@kurz/shared';

/** A new endpoint secret: `whsec_` and the base64 of 24 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** A delivery's id, sent as `webhook-id`: receivers dedupe on it across retries and replays. */
export function newDeliveryId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The Standard Webhooks headers for one attempt: the signature is the base64 HMAC-SHA256
 * of `{id}.{timestamp}.{body}`, keyed with the secret's base64-decoded part after `whsec_`.
 */
export function webhookHeaders(input: {
  id: string;
  secret: string;
  body: string;
  now: number;
}): Record<string, string> {
  const timestamp = Math.floor(input.now / 1000).toString();
  const key = Buffer.from(input.secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${input.id}.${timestamp}.${input.body}`)
    .digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': input.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
