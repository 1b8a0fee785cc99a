import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';

/**
 * A browser that signed in to an account before. Its sign-ins count against a limit of
 * its own, so guesses from elsewhere that exhaust the account's limit do not lock its
 * owner out. The cookie proves only that (an HMAC of a random device id and the email);
 * it signs nobody in.
 */
export const KNOWN_DEVICE_COOKIE = 'kurz.known_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const mac = (secret: string, deviceId: string, email: string) =>
  createHmac('sha256', secret).update(`known-device:${deviceId}:${email}`).digest('base64url');

/** The Set-Cookie header that marks this browser as known for `email`. */
export function knownDeviceCookie(secret: string, email: string, isSecure: boolean): string {
  const deviceId = randomBytes(16).toString('base64url');
  const value = `${deviceId}.${mac(secret, deviceId, email)}`;
  const flags = `Path=/api/auth; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax`;
  return `${KNOWN_DEVICE_COOKIE}=${value}; ${flags}${isSecure ? '; Secure' : ''}`;
}

/** The device id of a known-device cookie valid for `email`, or undefined. */
export function knownDeviceId(
  cookieHeader: string | undefined,
  secret: string,
  email: string,
): string | undefined {
  const cookie = cookieHeader ? parseCookies(cookieHeader).get(KNOWN_DEVICE_COOKIE) : undefined;
  const [deviceId, given] = cookie?.split('.') ?? [];
  if (!deviceId || !given) return undefined;
  const expected = Buffer.from(mac(secret, deviceId, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected)
    ? deviceId
    : undefined;
}
