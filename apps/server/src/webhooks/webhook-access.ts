import { WEBHOOK_MESSAGES } from '@kurz/shared';
import type { WebhookEndpoint } from '../db/schema.js';
import { Forbidden, NotFound } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import { findEndpointIn } from './endpoint-repository.js';

/**
 * Creating and changing webhooks needs a plan that has them; reading does not, so a
 * personal workspace whose plan lapsed still sees its webhooks and their logs.
 */
export function requireWebhookPlan(ctx: WorkspaceCtx): void {
  if (!limitsOf(ctx.workspace).hasWebhooks) throw new Forbidden(WEBHOOK_MESSAGES.proOnly);
}

/** The workspace's endpoint `id`; any other answers exactly like a missing one. */
export async function endpointOf(ctx: WorkspaceCtx, id: string): Promise<WebhookEndpoint> {
  const endpoint = await findEndpointIn(ctx.db, ctx.workspace.owner, id);
  if (!endpoint) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  return endpoint;
}
