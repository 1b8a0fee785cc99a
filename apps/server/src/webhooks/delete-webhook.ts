import type { Ctx } from '../context.js';
import { deleteEndpoint } from './endpoint-repository.js';
import { webhookEndpointFor } from './webhook-access.js';

/** Deletes an endpoint with its queue and log (cascade): nothing more is sent to it. */
export async function deleteWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string };
}): Promise<{ deleted: true }> {
  const endpoint = await webhookEndpointFor(ctx, input.userId, input.id, 'write');
  await deleteEndpoint(ctx.db, endpoint.id);
  return { deleted: true };
}
