import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, type WebhookDeliveryReply } from '@kurz/shared';
import { Conflict } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { insertDeliveries } from './delivery-repository.js';
import { queuedDelivery } from './queued-delivery.js';
import { endpointOf, requireWebhookPlan } from './webhook-access.js';
import { toDeliveryView } from './webhook-view.js';

/** Queues a `webhook.test` message to one endpoint, whatever events it subscribes to. */
export async function sendTestWebhook({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<WebhookDeliveryReply> {
  requirePermission(ctx, 'settings', 'update');
  const endpoint = await endpointOf(ctx, input.id);
  requireWebhookPlan(ctx);
  if (endpoint.disabled_at !== null) throw new Conflict(WEBHOOK_MESSAGES.disabled);
  const now = ctx.clock.now();
  const delivery = queuedDelivery(endpoint.id, now, {
    type: WEBHOOK_TEST_EVENT,
    data: { endpoint_id: endpoint.id, message: 'A test event from Kurz' },
  });
  await insertDeliveries(ctx.db, [delivery]);
  ctx.webhooks.wake();
  return { delivery: toDeliveryView(delivery) };
}
