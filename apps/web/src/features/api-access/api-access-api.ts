import type {
  ApiKeyCreatedReply,
  ApiKeysReply,
  ApiUsageReply,
  CreateApiKeyBody,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

/** `orgId`: a team's keys and usage; null: the user's own. */
const inTeam = (orgId: string | null) => (orgId ? `?org_id=${encodeURIComponent(orgId)}` : '');

export const fetchApiKeys = (orgId: string | null) =>
  api.get<ApiKeysReply>(
    orgId ? `/api/api-keys?org_id=${encodeURIComponent(orgId)}` : '/api/api-keys',
  );

export const postApiKey = (orgId: string | null, body: CreateApiKeyBody) =>
  api.post<ApiKeyCreatedReply>('/api/api-keys', orgId ? { ...body, org_id: orgId } : body);

export const deleteApiKey = (orgId: string | null, id: string) =>
  api.delete<{ revoked: true }>(`/api/api-keys/${encodeURIComponent(id)}${inTeam(orgId)}`);

export const fetchApiUsage = (orgId: string | null) =>
  api.get<ApiUsageReply>(
    orgId ? `/api/api-usage?org_id=${encodeURIComponent(orgId)}` : '/api/api-usage',
  );
