import type { ApiKeysReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { listKeys } from './api-key-repository.js';
import { toApiKeyView } from './api-key-view.js';
import { keyWorkspace } from './key-workspace.js';

/** The workspace's keys, newest first, revoked ones included (marked). */
export async function listApiKeys({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | undefined };
}): Promise<ApiKeysReply> {
  const { scope } = await keyWorkspace(ctx, input.userId, input.orgId);
  return { keys: (await listKeys(ctx.db, scope)).map(toApiKeyView) };
}
