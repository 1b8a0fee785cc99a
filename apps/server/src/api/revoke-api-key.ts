import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { revokeKey } from './api-key-repository.js';

/** Revokes one of the user's keys at once: its next request answers 401. */
export async function revokeApiKey({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string };
}): Promise<{ revoked: true }> {
  if (!(await revokeKey(ctx.db, input.userId, input.id, ctx.clock.now()))) {
    throw new NotFound('API key not found');
  }
  return { revoked: true };
}
