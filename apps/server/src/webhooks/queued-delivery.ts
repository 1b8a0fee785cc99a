import type { WebhookEventType } from '@kurz/shared';
import type { WebhookDelivery } from '../db/schema.js';
import { newDeliveryId } from './sign-webhook.js';

/** A message as receivers get it: `{ type, timestamp, data }`. */
export interface WebhookMessage {
  type: WebhookEventType;
  data: unknown;
}

/** A pending delivery of `message` to one endpoint, due at once; its body is fixed here. */
export function queuedDelivery(
  endpointId: string,
  now: number,
  message: WebhookMessage,
): WebhookDelivery {
  const payload = JSON.stringify({
    type: message.type,
    timestamp: new Date(now).toISOString(),
    data: message.data,
  });
  return {
    id: newDeliveryId(),
    endpoint_id: endpointId,
    event_type: message.type,
    payload,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    first_attempt_at: null,
    last_attempt_at: null,
    response_status: null,
    last_error: null,
    created_at: now,
    delivered_at: null,
  };
}
