import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

interface FormDialogProps<Input> {
  title: string;
  /** The fields; each shows its own message from `check`. */
  children: ReactNode;
  /** Checks the fields (the contract's schema); null stops the submit. */
  check: () => Input | null;
  /** A `useSubmit` result: its failure is shown above the fields. */
  submit: { run: (input: Input) => Promise<void>; isBusy: boolean; error: string | null };
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
}

/** A form in a modal: checked before anything is sent, then Cancel and the submit button. */
export function FormDialog<Input>({
  title,
  children,
  check,
  submit,
  submitLabel,
  busyLabel,
  onClose,
}: FormDialogProps<Input>) {
  return (
    <Modal title={title} onClose={onClose}>
      <form
        noValidate
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const input = check();
          if (input) void submit.run(input);
        }}
      >
        {submit.error && <FormAlert kind="error">{submit.error}</FormAlert>}
        {children}
        <DialogActions
          confirmLabel={submitLabel}
          busyLabel={busyLabel}
          isBusy={submit.isBusy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
