import type { CreateWebhookBody, UpdateWebhookBody, WebhookCreatedReply } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { useWorkspace } from '../../app/workspace/use-workspace';
import {
  deleteWebhook,
  fetchWebhookDeliveries,
  fetchWebhooks,
  patchWebhook,
  postWebhook,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
} from './webhooks-api';

/** Every hook here acts in the current workspace, which is part of every cache key. */
const webhooksKey = ['webhooks'] as const;

export function useWebhooks() {
  const { organizationId } = useWorkspace();
  return useQuery({
    queryKey: [...webhooksKey, organizationId],
    queryFn: () => fetchWebhooks(organizationId),
  });
}

/** One page of an endpoint's log; `cursor` null is the newest. */
export function useWebhookDeliveries(id: string, cursor: string | null) {
  const { organizationId } = useWorkspace();
  return useQuery({
    queryKey: [...webhooksKey, organizationId, 'deliveries', id, cursor],
    queryFn: () => fetchWebhookDeliveries(organizationId, id, cursor),
  });
}

/** After any change: the list (last delivery, status) and the logs are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: webhooksKey });
}

export function useCreateWebhook(onCreated: (created: WebhookCreatedReply) => void) {
  const { organizationId } = useWorkspace();
  const refresh = useRefresh();
  return useSubmit({
    send: (body: CreateWebhookBody) => postWebhook(organizationId, body),
    onSuccess: (created) => {
      refresh();
      onCreated(created);
    },
  });
}

export function useUpdateWebhook(id: string, success: string) {
  const { organizationId } = useWorkspace();
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: (body: UpdateWebhookBody) => patchWebhook(organizationId, id, body).finally(refresh),
    onSuccess: () => toast.success(success),
    onError: (message) => toast.error(message),
  });
}

export function useDeleteWebhook(id: string, onDeleted: () => void) {
  const { organizationId } = useWorkspace();
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: () => deleteWebhook(organizationId, id).finally(refresh),
    onSuccess: () => {
      toast.success('Webhook deleted');
      onDeleted();
    },
  });
}

export function useRotateSecret(id: string, onRotated: (secret: string) => void) {
  const { organizationId } = useWorkspace();
  const refresh = useRefresh();
  return useSubmit({
    send: () => rotateWebhookSecret(organizationId, id).finally(refresh),
    onSuccess: (reply) => onRotated(reply.secret),
  });
}

export function useSendTest(id: string) {
  const { organizationId } = useWorkspace();
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: () => sendTestWebhook(organizationId, id).finally(refresh),
    onSuccess: () => toast.success('Test event queued'),
    onError: (message) => toast.error(message),
  });
}

export function useReplayDelivery(id: string) {
  const { organizationId } = useWorkspace();
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: (deliveryId: string) =>
      replayWebhookDelivery(organizationId, id, deliveryId).finally(refresh),
    onSuccess: () => toast.success('Delivery queued again'),
    onError: (message) => toast.error(message),
  });
}
