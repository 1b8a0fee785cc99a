import type { WebhookSecretReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { updateEndpoint } from './endpoint-repository.js';
import { newWebhookSecret } from './sign-webhook.js';
import { webhookEndpointFor } from './webhook-access.js';

/**
 * A new secret, shown once. Deliveries are signed when sent, so from now on every one
 * (retries of older messages too) carries the new signature.
 */
export async function rotateWebhookSecret({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string };
}): Promise<WebhookSecretReply> {
  const endpoint = await webhookEndpointFor(ctx, input.userId, input.id, 'write');
  const secret = newWebhookSecret();
  await updateEndpoint(ctx.db, endpoint.id, { secret, updated_at: ctx.clock.now() });
  return { secret };
}
