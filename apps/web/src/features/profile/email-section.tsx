import { MESSAGES } from '@kurz/shared';
import { useState } from 'react';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { isValidEmail, normalizeEmail } from '../../lib/email-format';
import { requestEmailChange } from './profile-api';
import { SectionCard } from './section-card';

export const EMAIL_CONFIRMATION_SENT = 'Email update confirmation sent! Check your new email.';

/** Change of address: confirmed from the new address before it takes effect. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const toast = useToast();
  const [email, setEmail] = useState(currentEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const isUnchanged = normalizeEmail(email) === normalizeEmail(currentEmail);
  const { isBusy, error, onSubmit } = useSubmit({
    check: () => {
      setSentTo(null);
      const isValid = isValidEmail(email);
      setFieldError(isValid ? null : MESSAGES.invalidEmail);
      return isValid ? normalizeEmail(email) : null;
    },
    send: requestEmailChange,
    onSuccess: (_, newEmail) => {
      setSentTo(newEmail);
      toast.success(EMAIL_CONFIRMATION_SENT);
    },
    onError: () => toast.error('Failed to update email'),
    message: authFailureMessage,
  });

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
