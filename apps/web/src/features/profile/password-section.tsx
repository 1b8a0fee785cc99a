import { useState } from 'react';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { PasswordStrengthMeter } from '../../app/ui/password-strength-meter';
import { TextField } from '../../app/ui/text-field';
import { PASSWORD_MIN_LENGTH, passwordStrength } from '../../lib/password-strength';
import { changePassword } from './profile-api';
import { SectionCard } from './section-card';

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const TOO_WEAK = 'Password does not meet strength requirements';
const MISMATCH = 'New passwords do not match';

/** Why the new password cannot be used yet (spec 001 §5), or null. */
function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return TOO_SHORT;
  if (!passwordStrength(password).isStrongEnough) return TOO_WEAK;
  if (password !== confirmation) return MISMATCH;
  return null;
}

/**
 * Change password with the strength checklist. The current password is asked for too:
 * a session left open on a shared computer must not be enough to take the account.
 */
export function PasswordSection() {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { isBusy, error, onSubmit } = useSubmit({
    check: () => {
      const found = newPasswordProblem(password, confirmation);
      setProblem(found);
      return found ? null : { current, password };
    },
    send: (input) => changePassword(input.current, input.password),
    onSuccess: () => {
      toast.success('Password updated successfully!');
      setCurrent('');
      setPassword('');
      setConfirmation('');
    },
    onError: () => toast.error('Failed to update password'),
    message: authFailureMessage,
  });

  return (
    <SectionCard title="Password" description="Other devices are signed out when it changes.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error ? <FormAlert kind="error">{error}</FormAlert> : null}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={problem === MISMATCH ? null : problem}
          hint={password ? <PasswordStrengthMeter strength={passwordStrength(password)} /> : null}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          error={problem === MISMATCH ? problem : null}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </SectionCard>
  );
}
