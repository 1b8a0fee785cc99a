/** The UTM parameters the link builder at /create fills in, as `utm_<name>`. */
export const UTM_PARAMS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
export type Utm = Partial<Record<UtmParam, string>>;

export const MAX_UTM_VALUE_LENGTH = 200;

/** The parameters to add, trimmed, blank ones left out. */
function utmPairs(utm: Utm): [string, string][] {
  return UTM_PARAMS.flatMap((name): [string, string][] => {
    const value = utm[name]?.trim() ?? '';
    return value === '' ? [] : [[`utm_${name}`, value]];
  });
}

/** Whether any UTM value is filled in. */
export function hasUtm(utm: Utm): boolean {
  return utmPairs(utm).length > 0;
}

/**
 * `url` with the filled-in UTM values as `utm_<name>` query parameters, percent-encoded
 * (a space as %20), before the fragment. A value typed here replaces the URL's own
 * parameter of that name (every occurrence), so each appears once; the URL's other
 * parameters stay as written. With no values, or a URL that is not http(s), `url` is
 * returned unchanged; otherwise the result is the URL's parsed form, as the server stores it.
 */
export function withUtm(url: string, utm: Utm): string {
  const pairs = utmPairs(utm);
  if (pairs.length === 0) return url;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  const replaced = new Set(pairs.map(([name]) => name));
  const kept = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !replaced.has(parameterName(pair)));
  // URLSearchParams encodes `&`, `#`, `=`, `+` and every non-ASCII character; lone
  // surrogates become U+FFFD instead of throwing as encodeURIComponent does.
  const added = new URLSearchParams(pairs).toString().replaceAll('+', '%20');
  // The setter drops one leading '?': ours, not the first pair's (a URL may start `??`).
  parsed.search = `?${[...kept, added].join('&')}`;
  return parsed.href;
}

/** A raw query pair's name as URLSearchParams reads it (`+` is a space, %XX decoded). */
function parameterName(pair: string): string {
  const raw = (pair.split('=', 1)[0] ?? '').replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape stays in the name, so it cannot be one of ours.
    return raw;
  }
}

/**
 * Why the UTM values cannot be sent, or null. Line breaks are refused rather than encoded:
 * analytics tools show them as broken labels, and they are a header-injection pattern.
 */
export function utmProblem(utm: Utm): string | null {
  for (const [name, value] of utmPairs(utm)) {
    if (/[\r\n]/.test(value)) return `${name} cannot contain line breaks.`;
    if ([...value].length > MAX_UTM_VALUE_LENGTH)
      return `${name} is too long (at most ${MAX_UTM_VALUE_LENGTH} characters).`;
  }
  return null;
}
