import {
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@kurz/shared';
import type { WebhookDelivery, WebhookEndpoint } from '../db/schema.js';
import { PARKED_AT } from './delivery-repository.js';

const iso = (ms: number | null): string | null =>
  ms === null ? null : new Date(Number(ms)).toISOString();
type DeliveryStatus = WebhookDeliveryView['status'];

/** The events column (a JSON array), keeping only names still known. */
export function eventsOf(endpoint: Pick<WebhookEndpoint, 'events'>): WebhookEvent[] {
  const events: unknown = JSON.parse(endpoint.events);
  return Array.isArray(events) ? WEBHOOK_EVENTS.filter((event) => events.includes(event)) : [];
}

/**
 * A receiver URL as shown to those who may not manage it: its origin only, since paths,
 * queries and user info often carry the receiver's own secret (Slack, Zapier, basic auth).
 */
export function maskWebhookUrl(url: string): string {
  const { protocol, host, pathname, search } = new URL(url);
  const hasMore = pathname !== '/' || search !== '';
  return `${protocol}//${host}${hasMore ? '/…' : '/'}`;
}

export function toEndpointView(
  endpoint: WebhookEndpoint,
  last: WebhookDelivery | undefined,
  options: { isUrlMasked?: boolean } = {},
): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: options.isUrlMasked ? maskWebhookUrl(endpoint.url) : endpoint.url,
    description: endpoint.description,
    events: eventsOf(endpoint),
    organization_id: endpoint.org_id,
    enabled: endpoint.disabled_at === null,
    disabled_at: iso(endpoint.disabled_at),
    disabled_reason: endpoint.disabled_reason,
    secret_hint: endpoint.secret.slice(-4),
    created_at: new Date(Number(endpoint.created_at)).toISOString(),
    updated_at: new Date(Number(endpoint.updated_at)).toISOString(),
    last_delivery: last
      ? {
          event_type: last.event_type,
          status: last.status as DeliveryStatus,
          response_status: last.response_status,
          at: new Date(Number(last.last_attempt_at ?? last.created_at)).toISOString(),
        }
      : null,
  };
}

export function toDeliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  const isWaiting = delivery.status === 'pending' && Number(delivery.next_attempt_at) < PARKED_AT;
  return {
    id: delivery.id,
    event_type: delivery.event_type,
    status: delivery.status as DeliveryStatus,
    attempts: delivery.attempts,
    response_status: delivery.response_status,
    last_error: delivery.last_error,
    created_at: new Date(Number(delivery.created_at)).toISOString(),
    last_attempt_at: iso(delivery.last_attempt_at),
    next_attempt_at: isWaiting ? iso(delivery.next_attempt_at) : null,
    delivered_at: iso(delivery.delivered_at),
  };
}
