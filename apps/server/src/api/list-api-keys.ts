import type { ApiKeysReply } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { listKeys } from './api-key-repository.js';
import { toApiKeyView } from './api-key-view.js';

/**
 * The workspace's keys, newest first, revoked ones included (marked). Listing and revoking
 * need no plan, so a downgrade never strands a key.
 */
export async function listApiKeys({ ctx }: { ctx: WorkspaceCtx }): Promise<ApiKeysReply> {
  requirePermission(ctx, 'settings', 'update');
  return { keys: (await listKeys(ctx.db, ctx.workspace.owner)).map(toApiKeyView) };
}
