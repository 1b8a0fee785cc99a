import { APP_PAGE_SEGMENTS } from './app-routes.js';

/**
 * The one short-code rule (DESIGN §9): it serves both creation and redirect, so a code
 * that can be created can always be reached. A code typed in Kurz has at least
 * SHORT_CODE_MIN_LENGTH characters; one brought from another shortener keeps its length
 * (YOURLS counts 1, 2, 3…, Shlink makes 5), so redirects reach codes of any length.
 */

export const SHORT_CODE_MIN_LENGTH = 6;
export const IMPORTED_CODE_MIN_LENGTH = 1;
export const SHORT_CODE_MAX_LENGTH = 64;
export const GENERATED_CODE_LENGTH = 8;

const SHORT_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * First path segments that belong to the app's pages (app-routes.ts) or to the server, so
 * they can never be codes. Compared case-insensitively: `/Pricing` must not shadow
 * `/pricing` for a reader.
 */
export const RESERVED_CODES: ReadonlySet<string> = new Set([
  ...APP_PAGE_SEGMENTS,
  'api',
  'app',
  'assets',
  'dashboard',
  'docs',
  'favicon',
  'healthz',
  'login',
  'logout',
  'metrics',
  'readyz',
  'robots',
  'settings',
  'signin',
  'signup',
  'sitemap',
  'static',
  'well-known',
]);

export type ShortCodeProblem = 'too_short' | 'too_long' | 'bad_characters' | 'reserved';

/** Why `code` cannot be a short code, or null when it can; `minLength` is lower for imports. */
export function shortCodeProblem(
  code: string,
  minLength = SHORT_CODE_MIN_LENGTH,
): ShortCodeProblem | null {
  if (code.length < minLength) return 'too_short';
  if (code.length > SHORT_CODE_MAX_LENGTH) return 'too_long';
  if (!SHORT_CODE_PATTERN.test(code)) return 'bad_characters';
  if (RESERVED_CODES.has(code.toLowerCase())) return 'reserved';
  return null;
}

/** Whether `code` may name a link at all, typed here or imported: what a redirect serves. */
export function isValidShortCode(code: string): boolean {
  return shortCodeProblem(code, IMPORTED_CODE_MIN_LENGTH) === null;
}

/** A random code of 8 letters and digits, unbiased (rejection sampling over bytes). */
export function generateShortCode(length = GENERATED_CODE_LENGTH): string {
  const limit = 256 - (256 % ALPHANUMERIC.length);
  let code = '';
  while (code.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && code.length < length) code += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return code;
}
