import { MESSAGES } from '@kurz/shared';
import { ApiError } from '../../lib/api-error';

export const UNEXPECTED_AUTH_ERROR = 'An unexpected error occurred';

/**
 * For auth calls: a failure whose body has no text is unknown (spec 000 §8), except a rate
 * limit, which the person can act on.
 */
export const authStatusMessage = (status: number): string =>
  status === 429 ? MESSAGES.tooManyRequests : UNEXPECTED_AUTH_ERROR;

/** What a person sees for a failed auth action: the server's own text, or the generic one. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return UNEXPECTED_AUTH_ERROR;
}
