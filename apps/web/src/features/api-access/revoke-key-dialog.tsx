import type { ApiKeyView } from '@kurz/shared';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { useRevokeApiKey } from './use-api-keys';

/** Asks before revoking: calls with the key fail at once, and it cannot be turned back on. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const revoke = useRevokeApiKey(apiKey.id, onClose);
  return (
    <ConfirmDialog
      title="Revoke this API key?"
      submit={revoke}
      confirmLabel="Revoke key"
      busyLabel="Revoking..."
      onClose={onClose}
    >
      <p>
        Every call with <strong>{apiKey.name}</strong> (
        <code className="font-mono">{apiKey.prefix}…</code>) will be refused immediately. This
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
