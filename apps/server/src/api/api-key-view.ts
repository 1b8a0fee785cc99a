import { API_SCOPES, type ApiKeyView, type ApiScope } from '@kurz/shared';
import type { ApiKey } from '../db/schema.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function scopesOf(key: Pick<ApiKey, 'scopes'>): ApiScope[] {
  return key.scopes
    .split(',')
    .filter((scope): scope is ApiScope => (API_SCOPES as readonly string[]).includes(scope));
}

export function toApiKeyView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: scopesOf(key),
    created_at: iso(key.created_at) ?? '',
    last_used_at: iso(key.last_used_at),
    revoked_at: iso(key.revoked_at),
  };
}
