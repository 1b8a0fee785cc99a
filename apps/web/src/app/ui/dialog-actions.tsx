import { Button } from './button';

interface DialogActionsProps {
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  variant?: 'danger' | 'primary';
  /** Without it the confirm button submits its form. */
  onConfirm?: () => void;
  onCancel: () => void;
}

/** A dialog's Cancel and its confirm button, which is disabled and says so while busy. */
export function DialogActions({
  confirmLabel,
  busyLabel,
  isBusy,
  variant = 'primary',
  onConfirm,
  onCancel,
}: DialogActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        disabled={isBusy}
        aria-busy={isBusy}
      >
        {isBusy ? busyLabel : confirmLabel}
      </Button>
    </div>
  );
}
