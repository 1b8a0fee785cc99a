/**
 * What a redirect answer carries (the same security headers as the app's, minus CSP), as
 * the flat list `writeHead` takes without copying an object per request. An explicit empty
 * body: without it Node answers chunked and sends a terminating chunk. A new list each
 * time: one list kept for every answer, its URL replaced, took a write barrier per
 * redirect (a long-lived list now pointing at the link's URL), whose check reads the
 * memory page header of that URL, mostly a cache miss (perf: a tenth of the fast path's
 * own time); a fresh list needs none and costs a few words of allocation.
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
