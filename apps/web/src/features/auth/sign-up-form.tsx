import { useState } from 'react';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { PasswordStrengthMeter } from '../../app/ui/password-strength-meter';
import { TextField } from '../../app/ui/text-field';
import { normalizeEmail } from '../../lib/email-format';
import { PASSWORD_MIN_LENGTH, passwordStrength } from '../../lib/password-strength';
import { signUpWithEmail } from './auth-api';
import { useSignUpEmail } from './use-sign-up-email';
import { useVerificationWatch } from './use-verification-watch';

export const WEAK_PASSWORD_MESSAGE = 'Password does not meet strength requirements';
export const SHORT_PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return SHORT_PASSWORD_MESSAGE;
  return passwordStrength(password).isStrongEnough ? null : WEAK_PASSWORD_MESSAGE;
}

/** Full name, email, password; success asks the person to confirm their address. */
export function SignUpForm() {
  const emailField = useSignUpEmail();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const strength = passwordStrength(password);
  useVerificationWatch(sentTo !== null);
  const submit = useSubmit({
    check: () => {
      const weakness = passwordError(password);
      setPasswordMessage(weakness);
      return weakness ? null : { password, fullName };
    },
    // The email check asks the server, so it runs while the form shows it is busy.
    send: async (input) => {
      if (!(await emailField.validate())) return null;
      const email = normalizeEmail(emailField.email);
      // No session yet: the user is signed in only after following the mail's link.
      await signUpWithEmail(email, input.password, input.fullName);
      return email;
    },
    onSuccess: (email) => {
      if (email === null) return;
      setSentTo(email);
      setFullName('');
      setPassword('');
      emailField.reset();
    },
    message: authFailureMessage,
  });

  return (
    <form onSubmit={submit.onSubmit} className="flex flex-col gap-4" noValidate>
      {sentTo ? (
        <FormAlert kind="success">
          <p className="font-semibold">Check your email</p>
          <p className="mt-1">
            We sent a confirmation link to {sentTo}. Follow it to activate your account, then sign
            in.
          </p>
        </FormAlert>
      ) : null}
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
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
        disabled={submit.isBusy || !strength.isStrongEnough || emailField.error !== null}
        aria-busy={submit.isBusy}
      >
        {submit.isBusy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
