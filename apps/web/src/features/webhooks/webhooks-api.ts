import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookCreatedReply,
  WebhookDeliveriesReply,
  WebhookDeliveryReply,
  WebhookEndpointView,
  WebhookSecretReply,
  WebhooksQuery,
  WebhooksReply,
  WorkspaceRef,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { teamRef } from '../../lib/workspace-ref';

/**
 * A workspace's webhooks: every call names the team by `organizationId` (in the query of a
 * GET or DELETE, in the body otherwise), null for the caller's personal ones.
 */

const endpointPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export const fetchWebhooks = (organizationId: string | null) =>
  api.get<WebhooksReply>(
    withQuery('/api/webhooks', teamRef(organizationId) satisfies Omit<WebhooksQuery, 'org_id'>),
  );

export const postWebhook = (organizationId: string | null, body: CreateWebhookBody) =>
  api.post<WebhookCreatedReply>('/api/webhooks', {
    ...body,
    ...teamRef(organizationId),
  } satisfies CreateWebhookBody);

export const patchWebhook = (organizationId: string | null, id: string, body: UpdateWebhookBody) =>
  api.patch<{ endpoint: WebhookEndpointView }>(endpointPath(id), {
    ...body,
    ...teamRef(organizationId),
  } satisfies UpdateWebhookBody);

export const deleteWebhook = (organizationId: string | null, id: string) =>
  api.delete<{ deleted: true }>(
    withQuery(endpointPath(id), teamRef(organizationId) satisfies WorkspaceRef),
  );

export const rotateWebhookSecret = (organizationId: string | null, id: string) =>
  api.post<WebhookSecretReply>(
    `${endpointPath(id)}/rotate-secret`,
    teamRef(organizationId) satisfies WorkspaceRef,
  );

export const sendTestWebhook = (organizationId: string | null, id: string) =>
  api.post<WebhookDeliveryReply>(
    `${endpointPath(id)}/test`,
    teamRef(organizationId) satisfies WorkspaceRef,
  );

export const fetchWebhookDeliveries = (
  organizationId: string | null,
  id: string,
  cursor: string | null,
) =>
  api.get<WebhookDeliveriesReply>(
    withQuery(`${endpointPath(id)}/deliveries`, { cursor, ...teamRef(organizationId) }),
  );

export const replayWebhookDelivery = (
  organizationId: string | null,
  id: string,
  deliveryId: string,
) =>
  api.post<WebhookDeliveryReply>(
    `${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    teamRef(organizationId) satisfies WorkspaceRef,
  );
