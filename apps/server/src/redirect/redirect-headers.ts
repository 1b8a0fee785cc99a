/**
 * What a redirect answer carries (the app's security headers that apply, and the target),
 * as the flat list `writeHead` takes. The referrer policy applies to the hop to the
 * destination: by default it learns the origin the visitor came from (what its analytics
 * attribute traffic to), and nothing at all for a link with the 'no-referrer' option. An explicit empty body: without it Node answers
 * chunked. A new list per answer: a shared one, its URL replaced, cost a write barrier
 * per redirect.
 */
export function redirectHeaders(url: string, noReferrer = false): string[] {
  return [
    'cache-control',
    'private, no-store',
    'x-content-type-options',
    'nosniff',
    'referrer-policy',
    noReferrer ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'content-length',
    '0',
    'location',
    url,
  ];
}
