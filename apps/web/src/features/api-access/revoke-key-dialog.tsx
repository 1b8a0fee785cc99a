import type { ApiKeyView } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { Modal } from '../../app/ui/modal';
import { useRevokeApiKey } from './use-api-keys';

/** Asks before revoking: calls with the key fail at once, and it cannot be turned back on. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const revoke = useRevokeApiKey(apiKey.id, onClose);
  return (
    <Modal title="Revoke this API key?" onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        {revoke.error && <FormAlert kind="error">{revoke.error}</FormAlert>}
        <p>
          Every call with <strong>{apiKey.name}</strong> (
          <code className="font-mono">{apiKey.prefix}…</code>) will be refused immediately. This
          cannot be undone.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void revoke.run()}
            disabled={revoke.isBusy}
            aria-busy={revoke.isBusy}
          >
            {revoke.isBusy ? 'Revoking...' : 'Revoke key'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
