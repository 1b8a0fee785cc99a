import { isBlockedHost } from './blocklist.js';
import { hostnameOf, isLoopbackHostname, withoutWww } from './hosts.js';

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

/** Where this server answers: a destination there would redirect back to it, forever. */
export interface OwnServer {
  /** Whether a host name is ours on every port: short domains, app hosts, custom domains. */
  isOwnName: (hostname: string) => boolean;
  /** The ports it listens on, where this machine's own addresses reach it. */
  ports: readonly string[];
  /** The address it listens on (HOST), when it is one. */
  listenAddress?: string;
}

/** Addresses that reach this machine when connected to (a browser takes 0.0.0.0 for it). */
const UNSPECIFIED = new Set(['0.0.0.0', '[::]']);

/**
 * Whether `url` (WHATWG-parsed, so hex, decimal and short IPv4 are dotted quads already)
 * leads back to this server: one of its names, or this machine at a port it listens on.
 */
export function pointsAtOwnServer(url: URL, own: OwnServer): boolean {
  const hostname = hostnameOf(url.host);
  if (own.isOwnName(hostname)) return true;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (!own.ports.includes(port)) return false;
  return (
    isLoopbackHostname(hostname) ||
    UNSPECIFIED.has(hostname) ||
    (own.listenAddress !== undefined && hostname === urlHostOf(own.listenAddress))
  );
}

/** An address as a URL's host (`::1` → `[::1]`), or undefined when it is none. */
function urlHostOf(address: string): string | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  try {
    return hostnameOf(new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).host);
  } catch {
    return undefined;
  }
}

/** The destination as stored: the WHATWG URL parser's serialisation (percent-encoded). */
export function normalizeDestination(raw: string): string {
  return new URL(raw.trim()).href;
}
