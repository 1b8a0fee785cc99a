import type { CreateWebhookBody, UpdateWebhookBody, WebhookCreatedReply } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
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

const webhooksKey = ['webhooks'] as const;

/** The webhooks of the workspace `orgId` (null: Personal). */
export function useWebhooks(orgId: string | null) {
  return useQuery({ queryKey: [...webhooksKey, orgId], queryFn: () => fetchWebhooks(orgId) });
}

/** One page of an endpoint's log; `cursor` null is the newest. */
export function useWebhookDeliveries(id: string, cursor: string | null) {
  return useQuery({
    queryKey: [...webhooksKey, 'deliveries', id, cursor],
    queryFn: () => fetchWebhookDeliveries(id, cursor),
  });
}

/** After any change: the list (last delivery, status) and the logs are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: webhooksKey });
}

export function useCreateWebhook(onCreated: (created: WebhookCreatedReply) => void) {
  const refresh = useRefresh();
  return useSubmit({
    send: (body: CreateWebhookBody) => postWebhook(body),
    onSuccess: (created) => {
      refresh();
      onCreated(created);
    },
  });
}

export function useUpdateWebhook(id: string, success: string) {
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: (body: UpdateWebhookBody) => patchWebhook(id, body).finally(refresh),
    onSuccess: () => toast.success(success),
    onError: (message) => toast.error(message),
  });
}

export function useDeleteWebhook(id: string, onDeleted: () => void) {
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: () => deleteWebhook(id).finally(refresh),
    onSuccess: () => {
      toast.success('Webhook deleted');
      onDeleted();
    },
  });
}

export function useRotateSecret(id: string, onRotated: (secret: string) => void) {
  const refresh = useRefresh();
  return useSubmit({
    send: () => rotateWebhookSecret(id).finally(refresh),
    onSuccess: (reply) => onRotated(reply.secret),
  });
}

export function useSendTest(id: string) {
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: () => sendTestWebhook(id).finally(refresh),
    onSuccess: () => toast.success('Test event queued'),
    onError: (message) => toast.error(message),
  });
}

export function useReplayDelivery(id: string) {
  const refresh = useRefresh();
  const toast = useToast();
  return useSubmit({
    send: (deliveryId: string) => replayWebhookDelivery(id, deliveryId).finally(refresh),
    onSuccess: () => toast.success('Delivery queued again'),
    onError: (message) => toast.error(message),
  });
}
