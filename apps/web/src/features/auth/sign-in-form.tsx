import { MESSAGES } from '@kurz/shared';
import { useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { isValidEmail } from '../../lib/email-format';

/** Email and password; the page sends a signed-in user on to the dashboard. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const submit = useSubmit({
    // Checked here: the server's own answer to a malformed email is a bare 'Invalid email'.
    check: () => {
      const isValid = isValidEmail(email);
      setEmailError(isValid ? null : MESSAGES.invalidEmail);
      return isValid ? { email: email.trim(), password } : null;
    },
    send: (input) => signIn(input.email, input.password),
    message: authFailureMessage,
  });

  return (
    <form onSubmit={submit.onSubmit} className="flex flex-col gap-4" noValidate>
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={emailError}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(null);
        }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button
        type="button"
        onClick={onForgotPassword}
        className={`self-end rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
      >
        Forgot password
      </button>
      <Button type="submit" size="lg" disabled={submit.isBusy} aria-busy={submit.isBusy}>
        {submit.isBusy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
