/** Spec 000 §5: non-space characters, an at sign, then a domain with a dot. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export function isValidEmail(value: string): boolean {
  return EMAIL_FORMAT.test(value.trim());
}

/** The form the email-exists check and the server compare. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
