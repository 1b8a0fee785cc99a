import type { WebhooksReply } from '@kurz/shared';
import { can, requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { latestDelivery } from './delivery-repository.js';
import { listEndpoints } from './endpoint-repository.js';
import { toEndpointView } from './webhook-view.js';

/**
 * The workspace's endpoints (at most 10), each with its newest delivery. Roles that may read
 * but not manage them see each URL masked.
 */
export async function listWebhooks({ ctx }: { ctx: WorkspaceCtx }): Promise<WebhooksReply> {
  requirePermission(ctx, 'settings', 'read');
  const isUrlMasked = !can(ctx, 'settings', 'update');
  const endpoints = await listEndpoints(ctx.db, ctx.workspace.owner);
  return {
    endpoints: await Promise.all(
      endpoints.map(async (endpoint) =>
        toEndpointView(endpoint, await latestDelivery(ctx.db, endpoint.id), { isUrlMasked }),
      ),
    ),
  };
}
