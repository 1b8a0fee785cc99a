import type { WebhookDeliveriesReply } from '@kurz/shared';
import { Invalid } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { listDeliveries } from './delivery-repository.js';
import { endpointOf } from './webhook-access.js';
import { toDeliveryView } from './webhook-view.js';

const PAGE = 50;

/** An endpoint's delivery log, newest first, a page at a time. */
export async function listWebhookDeliveries({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string; cursor?: string | undefined };
}): Promise<WebhookDeliveriesReply> {
  requirePermission(ctx, 'settings', 'read');
  const endpoint = await endpointOf(ctx, input.id);
  const before = input.cursor ? parseCursor(input.cursor) : null;
  const rows = await listDeliveries(ctx.db, endpoint.id, before, PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    deliveries: page.map(toDeliveryView),
    next_cursor: rows.length > PAGE && last ? cursorOf(last) : null,
  };
}

function cursorOf(row: { created_at: number; id: string }): string {
  return Buffer.from(`${Number(row.created_at)}:${row.id}`).toString('base64url');
}

function parseCursor(cursor: string): { createdAt: number; id: string } {
  const [at, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const createdAt = Number(at);
  const id = rest.join(':');
  if (!Number.isSafeInteger(createdAt) || createdAt < 0 || id === '')
    throw new Invalid('cursor: pass back the next_cursor of the previous page');
  return { createdAt, id };
}
