import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, type WebhookDeliveryReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Conflict } from '../errors.js';
import { insertDeliveries } from './delivery-repository.js';
import { queuedDelivery } from './queued-delivery.js';
import { webhookEndpointFor } from './webhook-access.js';
import { toDeliveryView } from './webhook-view.js';

/** Queues a `webhook.test` message to one endpoint, whatever events it subscribes to. */
export async function sendTestWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string };
}): Promise<WebhookDeliveryReply> {
  const endpoint = await webhookEndpointFor(ctx, input.userId, input.id, 'write');
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
