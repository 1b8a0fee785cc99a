import { isBlockedHost } from './blocklist.js';
import { hostnameOf, withoutWww } from './hosts.js';

export const MAX_DESTINATION_LENGTH = 2048;

export type DestinationProblem =
  | 'required'
  | 'too_long'
  | 'not_a_url'
  | 'bad_scheme'
  | 'credentials'
  | 'own_domain'
  | 'blocked';

export const DESTINATION_MESSAGES: Record<DestinationProblem, string> = {
  required: 'full_url is required',
  too_long: `URL is too long (at most ${MAX_DESTINATION_LENGTH} characters)`,
  not_a_url: 'Invalid URL: enter a full web address such as https://example.com/page',
  bad_scheme: 'Only http:// and https:// URLs can be shortened',
  credentials: 'URLs with a user name or password cannot be shortened',
  own_domain: 'URLs on our own short domains cannot be shortened again',
  blocked: 'This destination is blocked',
};

/**
 * Judges a destination on its WHATWG-parsed form (what browsers will follow), so tricks
 * such as `javascript:`, tabs inside the scheme or `user@host` are seen for what they are.
 * `ownHosts` are our short domains; `blockedHosts` match a host and its subdomains.
 */
export function destinationProblem(
  raw: string,
  ownHosts: readonly string[],
  blockedHosts: readonly string[] = [],
): DestinationProblem | null {
  const text = raw.trim();
  if (!text) return 'required';
  if (text.length > MAX_DESTINATION_LENGTH) return 'too_long';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not_a_url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'bad_scheme';
  // Percent-encoding can make the stored form several times longer than what was typed.
  if (url.href.length > MAX_DESTINATION_LENGTH) return 'too_long';
  if (url.username || url.password) return 'credentials';
  const hostname = hostnameOf(url.host);
  const host = withoutWww(hostname);
  // A name needs a dot (an intranet word is no web address); IP literals stand as parsed.
  const isIpv6 = host.startsWith('[');
  if (!host || (!host.includes('.') && !isIpv6 && host !== 'localhost')) return 'not_a_url';
  if (ownHosts.some((own) => withoutWww(hostnameOf(own)) === host)) return 'own_domain';
  // The whole name: a blocked `www.` host is blocked itself, not only its bare domain.
  if (isBlockedHost(hostname, blockedHosts.map(hostnameOf))) return 'blocked';
  return null;
}

/** The destination as stored: the WHATWG URL parser's serialisation (percent-encoded). */
export function normalizeDestination(raw: string): string {
  return new URL(raw.trim()).href;
}
