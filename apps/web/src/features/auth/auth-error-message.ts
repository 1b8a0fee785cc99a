import { MESSAGES } from '@kurz/shared';

/**
 * For auth calls: a failure whose body has no text is unknown (spec 000 §8), except a rate
 * limit, which the person can act on.
 */
export const authStatusMessage = (status: number): string =>
  status === 429 ? MESSAGES.tooManyRequests : MESSAGES.authUnexpected;
