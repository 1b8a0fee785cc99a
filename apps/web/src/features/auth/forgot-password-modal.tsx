import { type FormEvent, useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { Modal } from '../../app/ui/modal';
import { TextField } from '../../app/ui/text-field';
import { requestPasswordReset } from './auth-api';
import { authErrorMessage } from './auth-error-message';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from './email-format';

export const RESET_SENT_MESSAGE = 'Password reset email sent! Check your inbox for the link.';

/** Asks for an email and sends the reset link; closes once it is sent. */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setIsBusy(true);
    try {
      await requestPasswordReset(normalizeEmail(email));
      toast.success(RESET_SENT_MESSAGE);
      onClose();
    } catch (thrown) {
      setError(authErrorMessage(thrown));
      setIsBusy(false);
    }
  };

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
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
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
