import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_MESSAGES,
  type ApiKeyCreatedReply,
  type CreateApiKeyBody,
  isProOrHigher,
  MAX_API_KEYS,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Forbidden, QuotaExceeded } from '../errors.js';
import { countActiveKeys, insertKey } from './api-key-repository.js';
import { toApiKeyView } from './api-key-view.js';
import { keyWorkspace } from './key-workspace.js';

/** Keys are found by this hash; the key itself leaves the server once, in this answer. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Creates a key for a pro-or-higher user, or for a team (by its admins): the key is
 * `kurz_{8 visible}_{32 secret}` (base64url).
 */
export async function createApiKey({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: CreateApiKeyBody };
}): Promise<ApiKeyCreatedReply> {
  const workspace = await keyWorkspace(ctx, input.userId, input.body.org_id);
  if (!isProOrHigher(workspace.plan)) throw new Forbidden(API_MESSAGES.proOnly);
  if ((await countActiveKeys(ctx.db, workspace.scope)) >= MAX_API_KEYS) {
    throw new QuotaExceeded(API_MESSAGES.tooManyKeys, { limit: MAX_API_KEYS });
  }
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('base64url')}`;
  const secret = `${prefix}_${randomBytes(24).toString('base64url')}`;
  const key = {
    id: randomUUID(),
    user_id: input.userId,
    org_id: workspace.orgId,
    name: input.body.name,
    prefix,
    key_hash: hashApiKey(secret),
    scopes: [...new Set(input.body.scopes)].join(','),
    created_at: ctx.clock.now(),
  };
  await insertKey(ctx.db, key);
  return { key: toApiKeyView({ ...key, last_used_at: null, revoked_at: null }), secret };
}
