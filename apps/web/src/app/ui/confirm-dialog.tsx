import type { ReactNode } from 'react';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in the dialog's own words. */
  children: ReactNode;
  /** A `useSubmit` result, or its parts; without `error` a failure is shown elsewhere (a toast). */
  submit: { run: () => Promise<void>; isBusy: boolean; error?: string | null };
  confirmLabel: string;
  busyLabel: string;
  variant?: 'danger' | 'primary';
  onClose: () => void;
}

/** Asks before an action: a failure on top, then Cancel and the confirm button, busy meanwhile. */
export function ConfirmDialog({
  title,
  children,
  submit,
  confirmLabel,
  busyLabel,
  variant = 'danger',
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={variant}
            onClick={() => void submit.run()}
            disabled={submit.isBusy}
            aria-busy={submit.isBusy}
          >
            {submit.isBusy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
