import { type FormEvent, useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { TextField } from '../../app/ui/text-field';
import { authErrorMessage } from './auth-error-message';
import { FormAlert } from './form-alert';

/** Email and password; the page sends a signed-in user on to the dashboard. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      await signIn(email.trim(), password);
    } catch (thrown) {
      setError(authErrorMessage(thrown));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
      <Button type="submit" size="lg" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
