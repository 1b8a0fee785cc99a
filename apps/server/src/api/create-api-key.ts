import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_MESSAGES,
  type ApiKeyCreatedReply,
  type ApiScope,
  MAX_API_KEYS,
} from '@kurz/shared';
import { Forbidden, QuotaExceeded } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import { countActiveKeys, insertKey } from './api-key-repository.js';
import { toApiKeyView } from './api-key-view.js';

/** Keys are found by this hash; the key itself leaves the server once, in this answer. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Creates a key for a workspace on pro or higher (a team's by its admins and owner: a key
 * reaches everything of the team): `kurz_{8 visible}_{32 secret}` (base64url).
 */
export async function createApiKey({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { name: string; scopes: readonly ApiScope[] };
}): Promise<ApiKeyCreatedReply> {
  requirePermission(ctx, 'settings', 'update');
  const { workspace } = ctx;
  if (!limitsOf(workspace).hasApiKeys) throw new Forbidden(API_MESSAGES.proOnly);
  if ((await countActiveKeys(ctx.db, workspace.owner)) >= MAX_API_KEYS) {
    throw new QuotaExceeded(API_MESSAGES.tooManyKeys, { limit: MAX_API_KEYS });
  }
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('base64url')}`;
  const secret = `${prefix}_${randomBytes(24).toString('base64url')}`;
  const key = {
    id: randomUUID(),
    user_id: ctx.actor.userId,
    org_id: workspace.orgId,
    name: input.name,
    prefix,
    key_hash: hashApiKey(secret),
    scopes: [...new Set(input.scopes)].join(','),
    created_at: ctx.clock.now(),
  };
  await insertKey(ctx.db, key);
  return { key: toApiKeyView({ ...key, last_used_at: null, revoked_at: null }), secret };
}
