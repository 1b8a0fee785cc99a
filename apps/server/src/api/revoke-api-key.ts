import { NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { revokeKey } from './api-key-repository.js';

/** Revokes one of the workspace's keys at once: its next request answers 401. */
export async function revokeApiKey({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<{ revoked: true }> {
  requirePermission(ctx, 'settings', 'update');
  if (!(await revokeKey(ctx.db, ctx.workspace.owner, input.id, ctx.clock.now()))) {
    throw new NotFound('API key not found');
  }
  return { revoked: true };
}
