import { LINK_PASSWORD_MAX, LINK_PASSWORD_MIN } from '@kurz/shared';
import { OptionsSection } from '../../../app/ui/options-section';
import { TextField } from '../../../app/ui/text-field';

/** The password a protected link's visitors type first; blank for none. */
export function passwordProblem(password: string): string | null {
  if (password === '') return null;
  if (password.length < LINK_PASSWORD_MIN || password.length > LINK_PASSWORD_MAX)
    return `The link password must be ${LINK_PASSWORD_MIN} to ${LINK_PASSWORD_MAX} characters.`;
  return null;
}

/**
 * /create's 'Password' section (issue 25): visitors are asked for it on our own page before
 * they are sent on; it is stored hashed and never shown again.
 */
export function PasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <OptionsSection title="Password" isSet={value !== ''}>
      <TextField
        label="Link password"
        type="password"
        autoComplete="new-password"
        maxLength={LINK_PASSWORD_MAX}
        value={value}
        hint={
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Visitors type it before they are sent on. {LINK_PASSWORD_MIN} to {LINK_PASSWORD_MAX}{' '}
            characters; it cannot be shown again.
          </p>
        }
        onChange={(event) => onChange(event.target.value)}
      />
    </OptionsSection>
  );
}
