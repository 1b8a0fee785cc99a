import type { WebhookEndpointView } from '@kurz/shared';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { useDeleteWebhook } from './use-webhooks';

/** Asks before deleting: the endpoint, its waiting events and its log go for good. */
export function DeleteWebhookDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointView;
  onClose: () => void;
}) {
  const remove = useDeleteWebhook(endpoint.id, onClose);
  return (
    <ConfirmDialog
      title="Delete this webhook?"
      submit={remove}
      confirmLabel="Delete webhook"
      busyLabel="Deleting..."
      onClose={onClose}
    >
      <p className="[overflow-wrap:anywhere]">
        Nothing more will be sent to <strong>{endpoint.url}</strong>; events waiting for it and its
        delivery log are deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
