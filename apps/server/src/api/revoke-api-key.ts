import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { revokeKey } from './api-key-repository.js';
import { keyWorkspace } from './key-workspace.js';

/** Revokes one of the workspace's keys at once: its next request answers 401. */
export async function revokeApiKey({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | undefined; id: string };
}): Promise<{ revoked: true }> {
  const { scope } = await keyWorkspace(ctx, input.userId, input.orgId);
  if (!(await revokeKey(ctx.db, scope, input.id, ctx.clock.now()))) {
    throw new NotFound('API key not found');
  }
  return { revoked: true };
}
