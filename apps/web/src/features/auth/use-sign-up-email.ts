import { MESSAGES } from '@kurz/shared';
import { useRef, useState } from 'react';
import { isValidEmail, normalizeEmail } from '../../lib/email-format';
import { isEmailTaken } from './auth-api';

export const emailTakenMessage = (email: string) =>
  `An account with ${email} already exists. Please sign in instead or use a different email address.`;

/**
 * The sign-up email and its error: format first, then the email-exists check (spec 000 §5),
 * on blur and again on submit. A check that answers after the email changed is ignored.
 */
export function useSignUpEmail() {
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef('');

  const setEmail = (value: string) => {
    latest.current = value;
    setEmailValue(value);
    setError(null);
  };

  /** True when the email may be used; otherwise the error is set. */
  const validate = async (): Promise<boolean> => {
    const value = email;
    if (!isValidEmail(value)) {
      setError(MESSAGES.invalidEmail);
      return false;
    }
    const normalized = normalizeEmail(value);
    const isTaken = await isEmailTaken(normalized);
    if (latest.current !== value) return false;
    setError(isTaken ? emailTakenMessage(normalized) : null);
    return !isTaken;
  };

  const onBlur = () => {
    if (email.trim() !== '') void validate();
  };

  const reset = () => setEmail('');

  return { email, error, setEmail, onBlur, validate, reset };
}
