import { z } from 'zod';
import { API_SCOPES } from '../api-access.js';
import { organizationId } from './workspace.js';

/** API keys, managed by the signed-in user at /user/api-access (issue 23). */

export const ApiScopeSchema = z.enum(API_SCOPES, {
  error: `scopes: each one of ${API_SCOPES.join(', ')}`,
});

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The visible start of the key (`kurz_AbCdEf12`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(ApiScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeysReply = z.object({ keys: z.array(ApiKeyView) });
export type ApiKeysReply = z.infer<typeof ApiKeysReply>;

export const CreateApiKeyBody = z.object({
  name: z
    .string({ error: 'Key name is required' })
    .trim()
    .min(1, 'Key name is required')
    .max(100, 'Key name: at most 100 characters'),
  scopes: z
    .array(ApiScopeSchema, { error: 'scopes must be a list' })
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length),
  /** A team's key (it acts in the team); absent: the caller's personal key. */
  org_id: z.string().min(1).max(100).optional(),
  /** The same, in the contract's one spelling. */
  organization_id: organizationId.optional(),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** The whole key is in this answer only: it is stored hashed. */
export const ApiKeyCreatedReply = z.object({ key: ApiKeyView, secret: z.string() });
export type ApiKeyCreatedReply = z.infer<typeof ApiKeyCreatedReply>;

export const ApiKeyParams = z.object({ id: z.string().min(1).max(100) });

/** Which workspace's keys or usage: a team's, or the caller's own when absent. */
export const WorkspaceQuery = z.object({
  org_id: z.string().min(1).max(100).optional(),
  organization_id: organizationId.optional(),
});
export type WorkspaceQuery = z.input<typeof WorkspaceQuery>;

/** /user/api-access/usage: this UTC month's calls against the quota, by day and by key. */
export const ApiUsageReply = z.object({
  month: z.string(),
  /** The plan's monthly calls; null is unlimited. */
  limit: z.number().nullable(),
  per_minute: z.number(),
  used: z.number(),
  refused: z.number(),
  days: z.array(z.object({ day: z.string(), calls: z.number(), refused: z.number() })),
  keys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      prefix: z.string(),
      revoked: z.boolean(),
      calls: z.number(),
      refused: z.number(),
    }),
  ),
});
export type ApiUsageReply = z.infer<typeof ApiUsageReply>;
