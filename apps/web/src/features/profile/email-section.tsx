import { type FormEvent, useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { TextField } from '../../app/ui/text-field';
import { authErrorMessage } from '../auth/auth-error-message';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../auth/email-format';
import { FormAlert } from '../auth/form-alert';
import { requestEmailChange } from './profile-api';
import { SectionCard } from './section-card';

export const EMAIL_CONFIRMATION_SENT = 'Email update confirmation sent! Check your new email.';

/** Change of address: confirmed from the new address before it takes effect. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const toast = useToast();
  const [email, setEmail] = useState(currentEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isUnchanged = normalizeEmail(email) === normalizeEmail(currentEmail);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSentTo(null);
    if (!isValidEmail(email)) {
      setFieldError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setFieldError(null);
    setIsBusy(true);
    try {
      await requestEmailChange(normalizeEmail(email));
      setSentTo(normalizeEmail(email));
      toast.success(EMAIL_CONFIRMATION_SENT);
    } catch (thrown) {
      setError(authErrorMessage(thrown));
      toast.error('Failed to update email');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <SectionCard
      title="Email"
      description="We send a confirmation link to the new address; the change takes effect when you follow it."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error ? <FormAlert kind="error">{error}</FormAlert> : null}
        {sentTo ? (
          <FormAlert kind="success">
            {EMAIL_CONFIRMATION_SENT} We sent the link to {sentTo}.
          </FormAlert>
        ) : null}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          type="submit"
          className="self-start"
          disabled={isUnchanged || isBusy}
          aria-busy={isBusy}
        >
          {isBusy ? 'Sending...' : 'Update Email'}
        </Button>
      </form>
    </SectionCard>
  );
}
