import { TIMINGS } from '@kurz/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '../../lib/password-strength';
import { resetPassword } from './auth-api';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

const SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const MISMATCH = 'Passwords do not match';

/** The set-new-password form of a reset link; on success, on to the dashboard after 2 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/user/dashboard'), TIMINGS.passwordUpdateRedirect);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const { isBusy, error, onSubmit } = useSubmit({
    check: () => {
      const tooShort = password.length < PASSWORD_MIN_LENGTH ? SHORT : null;
      const mismatch = password !== confirmation ? MISMATCH : null;
      setPasswordError(tooShort);
      setConfirmationError(mismatch);
      return tooShort || mismatch ? null : password;
    },
    send: (newPassword) => resetPassword(token, newPassword),
    onSuccess: () => {
      toast.success(PASSWORD_UPDATED_MESSAGE);
      setIsDone(true);
    },
    message: authFailureMessage,
  });

  if (isDone) {
    return (
      <FormAlert kind="success">{PASSWORD_UPDATED_MESSAGE} Taking you to your dashboard…</FormAlert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Set a new password</h2>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={confirmationError}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
