/**
 * Machine-readable codes carried by every API error body `{ error, code }`.
 * `error` is the human text (the spec's wording where it has one); `code` is for programs.
 */
export const ERROR_CODES = [
  'invalid_input',
  'already_exists',
  'unauthenticated',
  'forbidden',
  'quota_exceeded',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  /** Taken down by an admin or the blocklist: 451. */
  'link_disabled',
  /** Past its moment or its click limit, with no URL for afterwards: 410. */
  'link_expired',
  'internal',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
}
