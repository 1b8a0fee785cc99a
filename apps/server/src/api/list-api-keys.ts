import type { ApiKeysReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { listUserKeys } from './api-key-repository.js';
import { toApiKeyView } from './api-key-view.js';

/** The user's keys, newest first, revoked ones included (marked). */
export async function listApiKeys({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string };
}): Promise<ApiKeysReply> {
  return { keys: (await listUserKeys(ctx.db, input.userId)).map(toApiKeyView) };
}
