export type ErrorKind = 'auth' | 'hooks' | 'generic';

const AUTH_SIGNS = [
  'invalid jwt',
  'jwt expired',
  'invalid signature',
  'refresh token',
  'authentication initialization failed',
  'auth session missing',
];

const HOOKS_SIGNS = [
  'rendered more hooks',
  'rendered fewer hooks',
  'invalid hook call',
  'maximum update depth exceeded',
  'too many re-renders',
];

/**
 * Production React replaces those texts with a numbered error; these are the same five
 * (185 update depth, 300 fewer hooks, 301 re-renders, 310 more hooks, 321 hook call).
 */
const MINIFIED_HOOKS_ERROR = /minified react error #(185|300|301|310|321)\b/;

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** Which recovery an error calls for (spec 000 §4): sign out, reload, or just a fallback. */
export function classifyError(error: unknown): ErrorKind {
  const message = errorMessageOf(error).toLowerCase();
  if (AUTH_SIGNS.some((sign) => message.includes(sign))) return 'auth';
  if (HOOKS_SIGNS.some((sign) => message.includes(sign))) return 'hooks';
  if (MINIFIED_HOOKS_ERROR.test(message)) return 'hooks';
  return 'generic';
}
