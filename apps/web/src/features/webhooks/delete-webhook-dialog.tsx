import type { WebhookEndpointView } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { Modal } from '../../app/ui/modal';
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
    <Modal title="Delete this webhook?" onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        {remove.error && <FormAlert kind="error">{remove.error}</FormAlert>}
        <p className="[overflow-wrap:anywhere]">
          Nothing more will be sent to <strong>{endpoint.url}</strong>; events waiting for it and
          its delivery log are deleted. This cannot be undone.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void remove.run()}
            disabled={remove.isBusy}
            aria-busy={remove.isBusy}
          >
            {remove.isBusy ? 'Deleting...' : 'Delete webhook'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
