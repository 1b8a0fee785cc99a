import type { WebhookEndpointView } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { Modal } from '../../app/ui/modal';
import { useRotateSecret } from './use-webhooks';

/** Asks before rotating: deliveries are signed with the new secret from the next one on. */
export function RotateSecretDialog({
  endpoint,
  onRotated,
  onClose,
}: {
  endpoint: WebhookEndpointView;
  onRotated: (secret: string) => void;
  onClose: () => void;
}) {
  const rotate = useRotateSecret(endpoint.id, onRotated);
  return (
    <Modal title="Rotate the signing secret?" onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        {rotate.error && <FormAlert kind="error">{rotate.error}</FormAlert>}
        <p className="[overflow-wrap:anywhere]">
          Deliveries to <strong>{endpoint.url}</strong> are signed with a new secret from now on,
          retries of earlier events too. Update your receiver with it.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void rotate.run()}
            disabled={rotate.isBusy}
            aria-busy={rotate.isBusy}
          >
            {rotate.isBusy ? 'Rotating...' : 'Rotate secret'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
