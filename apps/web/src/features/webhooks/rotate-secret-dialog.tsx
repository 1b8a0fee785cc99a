import type { WebhookEndpointView } from '@kurz/shared';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
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
    <ConfirmDialog
      title="Rotate the signing secret?"
      submit={rotate}
      confirmLabel="Rotate secret"
      busyLabel="Rotating..."
      variant="primary"
      onClose={onClose}
    >
      <p className="[overflow-wrap:anywhere]">
        Deliveries to <strong>{endpoint.url}</strong> are signed with a new secret from now on,
        retries of earlier events too. Update your receiver with it.
      </p>
    </ConfirmDialog>
  );
}
