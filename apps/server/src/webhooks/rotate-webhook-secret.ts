import type { WebhookSecretReply } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { updateEndpoint } from './endpoint-repository.js';
import { newWebhookSecret } from './sign-webhook.js';
import { endpointOf, requireWebhookPlan } from './webhook-access.js';

/**
 * A new secret, shown once. Deliveries are signed when sent, so from now on every one
 * (retries of older messages too) carries the new signature.
 */
export async function rotateWebhookSecret({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<WebhookSecretReply> {
  requirePermission(ctx, 'settings', 'update');
  const endpoint = await endpointOf(ctx, input.id);
  requireWebhookPlan(ctx);
  const secret = newWebhookSecret();
  await updateEndpoint(ctx.db, endpoint.id, { secret, updated_at: ctx.clock.now() });
  return { secret };
}
