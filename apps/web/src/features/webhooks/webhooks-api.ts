import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookCreatedReply,
  WebhookDeliveriesReply,
  WebhookDeliveryReply,
  WebhookEndpointView,
  WebhookSecretReply,
  WebhooksReply,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

const queryOf = (name: string, value: string | null) =>
  value ? `?${name}=${encodeURIComponent(value)}` : '';

/** The workspace's webhooks: a team's with its id, else the caller's personal ones. */
export const fetchWebhooks = (orgId: string | null) =>
  api.get<WebhooksReply>(`/api/webhooks${queryOf('org_id', orgId)}`);

export const postWebhook = (body: CreateWebhookBody) =>
  api.post<WebhookCreatedReply>('/api/webhooks', body);

export const patchWebhook = (id: string, body: UpdateWebhookBody) =>
  api.patch<{ endpoint: WebhookEndpointView }>(`/api/webhooks/${encodeURIComponent(id)}`, body);

export const deleteWebhook = (id: string) =>
  api.delete<{ deleted: true }>(`/api/webhooks/${encodeURIComponent(id)}`);

export const rotateWebhookSecret = (id: string) =>
  api.post<WebhookSecretReply>(`/api/webhooks/${encodeURIComponent(id)}/rotate-secret`, {});

export const sendTestWebhook = (id: string) =>
  api.post<WebhookDeliveryReply>(`/api/webhooks/${encodeURIComponent(id)}/test`, {});

export const fetchWebhookDeliveries = (id: string, cursor: string | null) =>
  api.get<WebhookDeliveriesReply>(
    `/api/webhooks/${encodeURIComponent(id)}/deliveries${queryOf('cursor', cursor)}`,
  );

export const replayWebhookDelivery = (id: string, deliveryId: string) =>
  api.post<WebhookDeliveryReply>(
    `/api/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    {},
  );
