import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { deleteEndpoint } from './endpoint-repository.js';
import { endpointOf, requireWebhookPlan } from './webhook-access.js';

/** Deletes an endpoint with its queue and log (cascade): nothing more is sent to it. */
export async function deleteWebhook({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<{ deleted: true }> {
  requirePermission(ctx, 'settings', 'update');
  const endpoint = await endpointOf(ctx, input.id);
  requireWebhookPlan(ctx);
  await deleteEndpoint(ctx.db, endpoint.id);
  return { deleted: true };
}
