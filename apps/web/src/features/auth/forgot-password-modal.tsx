import { MESSAGES } from '@kurz/shared';
import { useState } from 'react';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { Modal } from '../../app/ui/modal';
import { TextField } from '../../app/ui/text-field';
import { isValidEmail, normalizeEmail } from '../../lib/email-format';
import { requestPasswordReset } from './auth-api';

export const RESET_SENT_MESSAGE = 'Password reset email sent! Check your inbox for the link.';

/** Asks for an email and sends the reset link; closes once it is sent. */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const { isBusy, error, onSubmit, clearError } = useSubmit({
    check: () => {
      const isValid = isValidEmail(email);
      setFormatError(isValid ? null : MESSAGES.invalidEmail);
      return isValid ? normalizeEmail(email) : null;
    },
    send: requestPasswordReset,
    onSuccess: () => {
      toast.success(RESET_SENT_MESSAGE);
      onClose();
    },
    message: authFailureMessage,
  });

  return (
    <Modal title="Reset your password" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Enter your account's email and we will send you a link to set a new password.
        </p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={formatError ?? error}
          onChange={(event) => {
            setEmail(event.target.value);
            setFormatError(null);
            clearError();
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Sending...' : 'Send Reset Email'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
