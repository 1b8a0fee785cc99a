import { WEBHOOK_MESSAGES, type WebhookDeliveryReply } from '@kurz/shared';
import { Conflict, NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findDelivery, updateDelivery } from './delivery-repository.js';
import { endpointOf, requireWebhookPlan } from './webhook-access.js';
import { toDeliveryView } from './webhook-view.js';

/**
 * Sends a message again: the same `webhook-id` and body, due now, its retries starting
 * over (attempts from 0, a fresh 3-day window). The receiver dedupes on the id if it must.
 */
export async function replayWebhookDelivery({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string; deliveryId: string };
}): Promise<WebhookDeliveryReply> {
  requirePermission(ctx, 'settings', 'update');
  const endpoint = await endpointOf(ctx, input.id);
  requireWebhookPlan(ctx);
  const delivery = await findDelivery(ctx.db, endpoint.id, input.deliveryId);
  if (!delivery) throw new NotFound(WEBHOOK_MESSAGES.deliveryNotFound);
  if (endpoint.disabled_at !== null) throw new Conflict(WEBHOOK_MESSAGES.disabled);
  const now = ctx.clock.now();
  const changes = {
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    first_attempt_at: null,
    delivered_at: null,
  };
  await updateDelivery(ctx.db, delivery.id, changes);
  ctx.webhooks.wake();
  return { delivery: toDeliveryView({ ...delivery, ...changes }) };
}
