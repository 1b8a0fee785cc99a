import type { WebhooksReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { latestDelivery } from './delivery-repository.js';
import { listEndpoints } from './endpoint-repository.js';
import { webhookWorkspace } from './webhook-access.js';
import { toEndpointView } from './webhook-view.js';

/** The workspace's endpoints (at most 10), each with its newest delivery. */
export async function listWebhooks({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | undefined };
}): Promise<WebhooksReply> {
  const workspace = await webhookWorkspace(ctx, input.userId, input.orgId, 'read');
  const endpoints = await listEndpoints(ctx.db, workspace);
  return {
    endpoints: await Promise.all(
      endpoints.map(async (endpoint) =>
        toEndpointView(endpoint, await latestDelivery(ctx.db, endpoint.id)),
      ),
    ),
  };
}
