import type {
  ApiKeyCreatedReply,
  ApiKeysReply,
  ApiUsageReply,
  CreateApiKeyBody,
  WorkspaceQuery,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { teamRef } from '../../lib/workspace-ref';

/** A workspace's keys and usage: `organizationId` names a team, null the user's own. */
const inWorkspace = (path: string, organizationId: string | null) =>
  withQuery(path, teamRef(organizationId) satisfies WorkspaceQuery);

export const fetchApiKeys = (organizationId: string | null) =>
  api.get<ApiKeysReply>(inWorkspace('/api/api-keys', organizationId));

export const postApiKey = (organizationId: string | null, body: CreateApiKeyBody) =>
  api.post<ApiKeyCreatedReply>('/api/api-keys', {
    ...body,
    ...teamRef(organizationId),
  } satisfies CreateApiKeyBody);

export const deleteApiKey = (organizationId: string | null, id: string) =>
  api.delete<{ revoked: true }>(
    inWorkspace(`/api/api-keys/${encodeURIComponent(id)}`, organizationId),
  );

export const fetchApiUsage = (organizationId: string | null) =>
  api.get<ApiUsageReply>(inWorkspace('/api/api-usage', organizationId));
