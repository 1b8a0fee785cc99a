import type {
  ApiKeyCreatedReply,
  ApiKeysReply,
  ApiUsageReply,
  CreateApiKeyBody,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

export const fetchApiKeys = () => api.get<ApiKeysReply>('/api/api-keys');

export const postApiKey = (body: CreateApiKeyBody) =>
  api.post<ApiKeyCreatedReply>('/api/api-keys', body);

export const deleteApiKey = (id: string) =>
  api.delete<{ revoked: true }>(`/api/api-keys/${encodeURIComponent(id)}`);

export const fetchApiUsage = () => api.get<ApiUsageReply>('/api/api-usage');
