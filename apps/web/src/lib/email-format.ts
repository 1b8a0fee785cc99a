/** Spec 000 §5: non-space characters, an at sign, then a domain with a dot. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` passes the format check; when not, say MESSAGES.invalidEmail. */
export function isValidEmail(value: string): boolean {
  return EMAIL_FORMAT.test(value.trim());
}

/** The form the email-exists check and the server compare. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
