import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
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
        <DialogActions
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          isBusy={submit.isBusy}
          variant={variant}
          onConfirm={() => void submit.run()}
          onCancel={onClose}
        />
      </div>
    </Modal>
  );
}
