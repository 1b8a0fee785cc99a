/**
 * What a redirect answer carries (the app's security headers that apply, and the target),
 * as the flat list `writeHead` takes. An explicit empty body: without it Node answers
 * chunked. A new list per answer: a shared one, its URL replaced, cost a write barrier
 * per redirect.
 */
export function redirectHeaders(url: string): string[] {
  return [
    'cache-control',
    'private, no-store',
    'x-content-type-options',
    'nosniff',
    'referrer-policy',
    'no-referrer',
    'content-length',
    '0',
    'location',
    url,
  ];
}
