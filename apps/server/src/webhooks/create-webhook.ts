import { randomUUID } from 'node:crypto';
import {
  type CreateWebhookBody,
  MAX_WEBHOOKS_PER_WORKSPACE,
  WEBHOOK_MESSAGES,
  type WebhookCreatedReply,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { QuotaExceeded } from '../errors.js';
import { checkWebhookUrl } from './check-webhook-url.js';
import { countEndpoints, insertEndpoint } from './endpoint-repository.js';
import { newWebhookSecret } from './sign-webhook.js';
import { webhookWorkspace } from './webhook-access.js';
import { toEndpointView } from './webhook-view.js';

/** Adds an endpoint to the workspace; its secret leaves the server in this answer only. */
export async function createWebhook({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: CreateWebhookBody };
}): Promise<WebhookCreatedReply> {
  const { body } = input;
  const workspace = await webhookWorkspace(ctx, input.userId, body.org_id, 'write');
  const used = await countEndpoints(ctx.db, workspace);
  if (used >= MAX_WEBHOOKS_PER_WORKSPACE) {
    throw new QuotaExceeded(WEBHOOK_MESSAGES.tooMany, { limit: MAX_WEBHOOKS_PER_WORKSPACE, used });
  }
  const url = await checkWebhookUrl(ctx, body.url);
  const now = ctx.clock.now();
  const endpoint = {
    id: randomUUID(),
    user_id: input.userId,
    org_id: workspace.orgId ?? null,
    url,
    description: body.description ?? '',
    secret: newWebhookSecret(),
    events: JSON.stringify([...new Set(body.events)]),
    disabled_at: null,
    disabled_reason: null,
    created_at: now,
    updated_at: now,
  };
  await insertEndpoint(ctx.db, endpoint);
  return { endpoint: toEndpointView(endpoint, undefined), secret: endpoint.secret };
}
