import type { UpdateWebhookBody, WebhookEndpointView } from '@kurz/shared';
import type { WebhookEndpoint } from '../db/schema.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { checkWebhookUrl } from './check-webhook-url.js';
import { latestDelivery, PARKED_AT, setPendingDueAt } from './delivery-repository.js';
import { findEndpoint, updateEndpoint } from './endpoint-repository.js';
import { endpointOf, requireWebhookPlan } from './webhook-access.js';
import { toEndpointView } from './webhook-view.js';

export const DISABLED_BY_USER = 'Disabled by a user';

/**
 * Changes URL, description, events or whether it is enabled. Disabling parks its pending
 * deliveries; enabling clears the reason (a failure disable too) and makes them due now
 * with a fresh 3-day window.
 */
export async function updateWebhook({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string; body: UpdateWebhookBody };
}): Promise<WebhookEndpointView> {
  const { body } = input;
  requirePermission(ctx, 'settings', 'update');
  const endpoint = await endpointOf(ctx, input.id);
  requireWebhookPlan(ctx);
  const now = ctx.clock.now();
  const changes: Partial<WebhookEndpoint> = { updated_at: now };
  if (body.url !== undefined) changes.url = await checkWebhookUrl(ctx, body.url);
  if (body.description !== undefined) changes.description = body.description;
  if (body.events !== undefined) changes.events = JSON.stringify([...new Set(body.events)]);
  const isEnabled = endpoint.disabled_at === null;
  if (body.enabled === false && isEnabled) {
    changes.disabled_at = now;
    changes.disabled_reason = DISABLED_BY_USER;
    await setPendingDueAt(ctx.db, endpoint.id, PARKED_AT);
  }
  if (body.enabled === true && !isEnabled) {
    changes.disabled_at = null;
    changes.disabled_reason = null;
    await setPendingDueAt(ctx.db, endpoint.id, now);
  }
  await updateEndpoint(ctx.db, endpoint.id, changes);
  const updated = (await findEndpoint(ctx.db, endpoint.id)) ?? { ...endpoint, ...changes };
  return toEndpointView(updated, await latestDelivery(ctx.db, endpoint.id));
}
