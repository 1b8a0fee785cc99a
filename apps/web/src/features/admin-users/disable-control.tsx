import { useId, useState } from 'react';
import { Button } from '../../app/ui/button';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { TextField } from '../../app/ui/text-field';
import type { AdminUser } from './admin-users-api';
import { useChangeUser } from './use-admin-users';

/** Disable (with an optional reason) or enable the account, each asked first. */
export function DisableControl({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [isAsking, setIsAsking] = useState(false);
  const [reason, setReason] = useState('');
  const close = () => {
    setIsAsking(false);
    setReason('');
  };
  const submit = useChangeUser(user, close);
  const hintId = useId();
  const willDisable = !user.disabled;
  return (
    <>
      <Button
        size="sm"
        variant={willDisable ? 'secondary' : 'primary'}
        disabled={isSelf}
        aria-describedby={isSelf ? hintId : undefined}
        onClick={() => setIsAsking(true)}
      >
        {willDisable ? 'Disable' : 'Enable'}
      </Button>
      {isSelf ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Not your own account
        </p>
      ) : null}
      {isAsking ? (
        <ConfirmDialog
          title={willDisable ? `Disable ${user.email}?` : `Enable ${user.email}?`}
          submit={{
            ...submit,
            run: () =>
              submit.run(
                willDisable
                  ? { disabled: true, reason: reason.trim() || null }
                  : { disabled: false },
              ),
          }}
          confirmLabel={willDisable ? 'Disable account' : 'Enable account'}
          busyLabel="Saving..."
          variant={willDisable ? 'danger' : 'primary'}
          onClose={close}
        >
          {willDisable ? (
            <>
              <p>
                They are signed out at once and cannot sign in; their short links show a page saying
                they have been disabled. They get an email saying so.
              </p>
              <TextField
                label="Reason (optional, included in the email)"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={500}
              />
            </>
          ) : (
            <p>
              They can sign in again and their short links forward again. They get an email saying
              so.
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
