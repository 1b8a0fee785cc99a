import { authErrorMessage, MESSAGES } from '@kurz/shared';
import { ApiError } from '../../lib/api-error';

/** Spec 001 §8: a form shows the thrown message, or 'An error occurred'. */
export function failureMessage(thrown: unknown): string {
  return thrown instanceof Error && thrown.message ? thrown.message : MESSAGES.anErrorOccurred;
}

/**
 * An auth action's failure (spec 000 §8): the server's text, reworded where the shared
 * table says so; with no answer at all, 'An unexpected error occurred'.
 */
export function authFailureMessage(thrown: unknown): string {
  if (thrown instanceof ApiError && thrown.status > 0) return authErrorMessage(thrown.message);
  return MESSAGES.authUnexpected;
}
