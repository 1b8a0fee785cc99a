import { z } from 'zod';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
} from '../webhooks.js';
import { organizationId, workspaceFields } from './workspace.js';

/**
 * Webhook endpoints of a workspace (the caller's personal one, or a team's by `organization_id`),
 * managed by signed-in users at /user/api-access/webhooks.
 */

const id = z.string().min(1).max(100);

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.unknownEvent });

const url = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `Description: at most ${WEBHOOK_DESCRIPTION_MAX} characters`);
const events = z
  .array(WebhookEventSchema, { error: 'events must be a list' })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENTS.length * 2);

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);

export const WebhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventSchema),
  /** The team's id; null for the creator's personal workspace. */
  organization_id: z.string().nullable(),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  /** The secret's last four characters, to tell secrets apart; the secret is shown once. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  last_delivery: z
    .object({
      event_type: z.string(),
      status: WebhookDeliveryStatus,
      response_status: z.number().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

export const WebhooksQuery = z.object(workspaceFields);
export type WebhooksQuery = z.infer<typeof WebhooksQuery>;
export const WebhooksReply = z.object({ endpoints: z.array(WebhookEndpointView) });
export type WebhooksReply = z.infer<typeof WebhooksReply>;

export const CreateWebhookBody = z.object({
  url,
  description: description.optional(),
  events,
  ...workspaceFields,
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z.object({
  url: url.optional(),
  description: description.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
  /** The endpoint's team; absent: the caller's personal workspace. */
  organization_id: organizationId.optional(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBody>;

/** The whole secret is in this answer only (create and rotate). */
export const WebhookCreatedReply = z.object({ endpoint: WebhookEndpointView, secret: z.string() });
export type WebhookCreatedReply = z.infer<typeof WebhookCreatedReply>;
export const WebhookSecretReply = z.object({ secret: z.string() });
export type WebhookSecretReply = z.infer<typeof WebhookSecretReply>;

export const WebhookParams = z.object({ id });
export const WebhookDeliveryParams = z.object({ id, deliveryId: id });
export const WebhookDeliveriesQuery = z.object({
  cursor: z.string().max(200).optional(),
  organization_id: organizationId.optional(),
});

export const WebhookDeliveryView = z.object({
  /** The `webhook-id` header: the same for every attempt and replay. */
  id: z.string(),
  event_type: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number(),
  response_status: z.number().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** When the next attempt is due; null once delivered or failed. */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

export const WebhookDeliveriesReply = z.object({
  deliveries: z.array(WebhookDeliveryView),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type WebhookDeliveriesReply = z.infer<typeof WebhookDeliveriesReply>;

export const WebhookDeliveryReply = z.object({ delivery: WebhookDeliveryView });
export type WebhookDeliveryReply = z.infer<typeof WebhookDeliveryReply>;
