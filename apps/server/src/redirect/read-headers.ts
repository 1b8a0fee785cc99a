/** The request headers a redirect reads, each its first value. */
export interface RedirectHeaders {
  host: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
}

/**
 * The headers a redirect reads, in one pass over the raw list: `request.headers` would
 * build an object of every header on each redirect.
 */
export function readHeaders(rawHeaders: string[]): RedirectHeaders {
  const found: RedirectHeaders = { host: undefined, userAgent: undefined, referer: undefined };
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    // Only names of the right length are compared, ignoring case.
    if (name.length === 4) {
      if (found.host === undefined && isNamed(name, 'host')) found.host = rawHeaders[i + 1];
    } else if (name.length === 10) {
      if (found.userAgent === undefined && isNamed(name, 'user-agent'))
        found.userAgent = rawHeaders[i + 1];
    } else if (name.length === 7) {
      if (found.referer === undefined && isNamed(name, 'referer'))
        found.referer = rawHeaders[i + 1];
    }
  }
  return found;
}

/**
 * Whether `name` is `lowerCase` ignoring ASCII case (what header names are), for names of
 * the same length: character by character, where `toLowerCase` built a string for every
 * capitalised name (`Host`, `User-Agent`: what browsers and most clients send).
 */
function isNamed(name: string, lowerCase: string): boolean {
  for (let i = 0; i < lowerCase.length; i++) {
    const char = name.charCodeAt(i);
    const wanted = lowerCase.charCodeAt(i);
    if (char !== wanted && !(char >= 65 && char <= 90 && char + 32 === wanted)) return false;
  }
  return true;
}
