import { MESSAGES } from '@kurz/shared';

export const VERIFY_MESSAGES = {
  unparseable: 'Verification failed: Unable to parse error details. Please check the console.',
  fallback: 'Failed to verify domain. Please try again.',
} as const;

/**
 * Spec 001 §8: a verify call that threw reads 'Verification failed: {message}', the text
 * taken from its message, error or details, or the whole thing serialised; an answer that
 * could not be read gets the unparseable text; anything else the fallback.
 */
export function thrownVerifyMessage(thrown: unknown): string {
  if (thrown instanceof Error) {
    if (thrown.message === MESSAGES.invalidJson) return VERIFY_MESSAGES.unparseable;
    return thrown.message ? `Verification failed: ${thrown.message}` : VERIFY_MESSAGES.fallback;
  }
  if (typeof thrown === 'string' && thrown) return `Verification failed: ${thrown}`;
  if (typeof thrown !== 'object' || thrown === null) return VERIFY_MESSAGES.fallback;
  const fields = thrown as Record<string, unknown>;
  for (const key of ['message', 'error', 'details']) {
    const value = fields[key];
    if (typeof value === 'string' && value) return `Verification failed: ${value}`;
  }
  try {
    return `Verification failed: ${JSON.stringify(thrown)}`;
  } catch {
    return VERIFY_MESSAGES.unparseable;
  }
}
