import { hostnameOf, withoutWww } from './hosts.js';

/**
 * Destinations nobody may shorten: hosts, each with its subdomains, and
 * full URL prefixes. One matcher for BLOCKED_HOSTS and the operator's blocklist file alike.
 */
export interface Blocklist {
  /** Host names, lower-case, without www. */
  hosts: readonly string[];
  /** Absolute http(s) URLs in their prefixForm (`https://example.com/path`). */
  prefixes: readonly string[];
}

export const EMPTY_BLOCKLIST: Blocklist = { hosts: [], prefixes: [] };

/**
 * Whether `hostname` (lower-case, no port) is a `blocked` entry or one of its subdomains.
 * The whole name is compared: `www.x` blocked is blocked itself, and `x` blocks `www.x`.
 */
export function isBlockedHost(hostname: string, blocked: readonly string[]): boolean {
  return blocked.some((entry) => hostname === entry || hostname.endsWith(`.${entry}`));
}

/** Whether the parsed destination `url` falls under the list. */
export function isBlockedUrl(url: URL, list: Blocklist): boolean {
  if (isBlockedHost(hostnameOf(url.host), list.hosts)) return true;
  if (list.prefixes.length === 0) return false;
  const form = prefixForm(url);
  return list.prefixes.some((prefix) => form.startsWith(prefix));
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * `url` as prefixes are compared, so one path has one spelling: escapes of unreserved
 * characters decoded (`%62` is `b`), other escapes in capitals, dot segments resolved
 * (the URL parser's, `%2e` included), the host without a trailing dot, no fragment.
 */
export function prefixForm(url: URL): string {
  const escapes = (text: string) =>
    text.replace(/%[0-9a-f]{2}/gi, (encoded) => {
      const char = String.fromCharCode(Number.parseInt(encoded.slice(1), 16));
      return UNRESERVED.test(char) ? char : encoded.toUpperCase();
    });
  const host = hostnameOf(url.hostname) + (url.port ? `:${url.port}` : '');
  // Parsed again: a decoded dot may have made a dot segment.
  const form = new URL(escapes(url.pathname) + escapes(url.search), `${url.protocol}//${host}`);
  return form.href;
}

export interface BlocklistLineProblem {
  /** 1-based. */
  line: number;
  text: string;
  message: string;
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Reads a blocklist file: one host or http(s) URL prefix a line, `#` starts a comment,
 * blank lines ignored. A line that is neither is reported and skipped.
 */
export function parseBlocklist(text: string): {
  list: Blocklist;
  problems: BlocklistLineProblem[];
} {
  const hosts = new Set<string>();
  const prefixes = new Set<string>();
  const problems: BlocklistLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const entry = raw.replace(/#.*/, '').trim();
    if (!entry) return;
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') problems.push({ line: index + 1, text: raw, message: parsed });
    else if (parsed.kind === 'host') hosts.add(parsed.value);
    else prefixes.add(parsed.value);
  });
  return { list: { hosts: [...hosts], prefixes: [...prefixes] }, problems };
}

function parseEntry(entry: string): { kind: 'host' | 'prefix'; value: string } | string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return 'not a valid URL';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return 'only http:// and https:// prefixes can be blocked';
    // A bare origin blocks as a host would: every path and scheme of it.
    if (url.pathname === '/' && !url.search)
      return { kind: 'host', value: withoutWww(hostnameOf(url.host)) };
    return { kind: 'prefix', value: prefixForm(url) };
  }
  const host = withoutWww(hostnameOf(entry));
  if (!HOST.test(host) || !host.includes('.'))
    return 'not a host name (example.com) or URL prefix (https://example.com/path)';
  return { kind: 'host', value: host };
}
