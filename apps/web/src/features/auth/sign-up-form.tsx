import { type FormEvent, useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { Button } from '../../app/ui/button';
import { TextField } from '../../app/ui/text-field';
import { authErrorMessage } from './auth-error-message';
import { normalizeEmail } from './email-format';
import { FormAlert } from './form-alert';
import { PASSWORD_MIN_LENGTH, passwordStrength } from './password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useSignUpEmail } from './use-sign-up-email';

export const WEAK_PASSWORD_MESSAGE = 'Password does not meet strength requirements';
export const SHORT_PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return SHORT_PASSWORD_MESSAGE;
  return passwordStrength(password).isStrongEnough ? null : WEAK_PASSWORD_MESSAGE;
}

/** Full name, email, password; success asks the person to confirm their address. */
export function SignUpForm() {
  const { signUp } = useAuth();
  const emailField = useSignUpEmail();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const strength = passwordStrength(password);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const weakness = passwordError(password);
    setPasswordMessage(weakness);
    if (weakness) return;
    setIsBusy(true);
    try {
      if (!(await emailField.validate())) return;
      const email = normalizeEmail(emailField.email);
      await signUp({ email, password, fullName });
      setSentTo(email);
      setFullName('');
      setPassword('');
      emailField.reset();
    } catch (thrown) {
      setFormError(authErrorMessage(thrown));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {sentTo ? (
        <FormAlert kind="success">
          <p className="font-semibold">Check your email</p>
          <p className="mt-1">
            We sent a confirmation link to {sentTo}. Follow it to activate your account, then sign
            in.
          </p>
        </FormAlert>
      ) : null}
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      <TextField
        label="Full name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={emailField.email}
        error={emailField.error}
        onChange={(event) => emailField.setEmail(event.target.value)}
        onBlur={emailField.onBlur}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={passwordMessage}
        hint={password ? <PasswordStrengthMeter strength={strength} /> : null}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordMessage(null);
        }}
        onBlur={() => setPasswordMessage(password ? passwordError(password) : null)}
      />
      <Button
        type="submit"
        size="lg"
        disabled={isBusy || !strength.isStrongEnough || emailField.error !== null}
        aria-busy={isBusy}
      >
        {isBusy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
