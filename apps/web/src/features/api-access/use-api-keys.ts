import type { ApiKeyCreatedReply, CreateApiKeyBody } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { deleteApiKey, fetchApiKeys, postApiKey } from './api-access-api';

const keysKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: keysKey, queryFn: fetchApiKeys });
}

/** Creates a key; the list is read again, the secret goes to `onCreated` and nowhere else. */
export function useCreateApiKey(onCreated: (created: ApiKeyCreatedReply) => void) {
  const queryClient = useQueryClient();
  return useSubmit({
    send: (body: CreateApiKeyBody) => postApiKey(body),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: keysKey });
      onCreated(created);
    },
  });
}

export function useRevokeApiKey(id: string, onRevoked: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useSubmit({
    // Read the list again even after a failure: the key may have been revoked elsewhere.
    send: () =>
      deleteApiKey(id).finally(() => void queryClient.invalidateQueries({ queryKey: keysKey })),
    onSuccess: () => {
      toast.success('API key revoked');
      onRevoked();
    },
  });
}
