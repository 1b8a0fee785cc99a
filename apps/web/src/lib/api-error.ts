import { MESSAGES } from '@kurz/shared';

/**
 * Every failed API call throws this. `message` is already the text a person should see;
 * `status` is 0 when no response arrived; `code` is the server's machine-readable code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * The message for a failed response without usable JSON error text. The spec's wording
 * (spec 000 §8) is about shortening, so the shortener passes `statusFallbackMessage` from
 * @kurz/shared instead; other calls get these neutral texts.
 */
export function defaultStatusMessage(status: number): string {
  if (status === 400) return 'There was an issue with your request. Please try again.';
  if (status === 401) return 'Authentication required';
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status >= 500) return MESSAGES.serverError;
  return `Error ${status}: The request could not be completed. Please try again.`;
}
