export type FetchFailureReason =
  | 'bad-url'
  | 'refused-address'
  | 'dns'
  | 'connect'
  | 'response'
  | 'timeout'
  | 'too-many-redirects';

/**
 * Why the SSRF-safe fetcher gave up. Not an HTTP error: the verb that fetched decides what
 * a user is told (the destination probe answers 'Invalid URL or not accessible').
 */
export class FetchFailure extends Error {
  override name = 'FetchFailure';
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
