export const EXPIRED_RESET_LINK_MESSAGE =
  'Your password reset link has expired or is invalid. Please request a new password reset.';

/**
 * A reset link that cannot work: the server redirects with ?error=INVALID_TOKEN, an
 * identity provider puts access_denied or otp_expired in the hash.
 */
export function isResetLinkBroken(search: URLSearchParams, hash: string): boolean {
  return (
    search.get('error') === 'INVALID_TOKEN' ||
    hash.includes('access_denied') ||
    hash.includes('otp_expired')
  );
}
