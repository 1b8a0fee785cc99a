import type { ApiKeyCreatedReply, CreateApiKeyBody } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { deleteApiKey, fetchApiKeys, postApiKey } from './api-access-api';
import { useKeyWorkspace } from './key-workspace';

const keysKey = ['api-keys'] as const;

/** The current workspace's keys. */
export function useApiKeys() {
  const { organizationId } = useKeyWorkspace();
  return useQuery({
    queryKey: [...keysKey, organizationId],
    queryFn: () => fetchApiKeys(organizationId),
  });
}

/** Creates a key; the list is read again, the secret goes to `onCreated` and nowhere else. */
export function useCreateApiKey(onCreated: (created: ApiKeyCreatedReply) => void) {
  const queryClient = useQueryClient();
  const { organizationId } = useKeyWorkspace();
  return useSubmit({
    send: (body: CreateApiKeyBody) => postApiKey(organizationId, body),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: keysKey });
      onCreated(created);
    },
  });
}

export function useRevokeApiKey(id: string, onRevoked: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { organizationId } = useKeyWorkspace();
  return useSubmit({
    // Read the list again even after a failure: the key may have been revoked elsewhere.
    send: () =>
      deleteApiKey(organizationId, id).finally(
        () => void queryClient.invalidateQueries({ queryKey: keysKey }),
      ),
    onSuccess: () => {
      toast.success('API key revoked');
      onRevoked();
    },
  });
}
