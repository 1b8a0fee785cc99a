import { randomUUID } from 'node:crypto';
import {
  type CreateWebhookBody,
  MAX_WEBHOOKS_PER_WORKSPACE,
  WEBHOOK_MESSAGES,
  type WebhookCreatedReply,
} from '@kurz/shared';
import { QuotaExceeded } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { checkWebhookUrl } from './check-webhook-url.js';
import { countEndpoints, insertEndpoint } from './endpoint-repository.js';
import { newWebhookSecret } from './sign-webhook.js';
import { requireWebhookPlan } from './webhook-access.js';
import { toEndpointView } from './webhook-view.js';

/** Adds an endpoint to the workspace; its secret leaves the server in this answer only. */
export async function createWebhook({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: Pick<CreateWebhookBody, 'url' | 'description' | 'events'>;
}): Promise<WebhookCreatedReply> {
  requirePermission(ctx, 'settings', 'update');
  requireWebhookPlan(ctx);
  const used = await countEndpoints(ctx.db, ctx.workspace.owner);
  if (used >= MAX_WEBHOOKS_PER_WORKSPACE) {
    throw new QuotaExceeded(WEBHOOK_MESSAGES.tooMany, { limit: MAX_WEBHOOKS_PER_WORKSPACE, used });
  }
  const url = await checkWebhookUrl(ctx, input.url);
  const now = ctx.clock.now();
  const endpoint = {
    id: randomUUID(),
    user_id: ctx.actor.userId,
    org_id: ctx.workspace.orgId,
    url,
    description: input.description ?? '',
    secret: newWebhookSecret(),
    events: JSON.stringify([...new Set(input.events)]),
    disabled_at: null,
    disabled_reason: null,
    created_at: now,
    updated_at: now,
  };
  await insertEndpoint(ctx.db, endpoint);
  return { endpoint: toEndpointView(endpoint, undefined), secret: endpoint.secret };
}
