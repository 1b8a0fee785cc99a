/**
 * Host names as the server and the web compare them: lower-case, no port, no trailing dot.
 */

/**
 * `Example.COM.:8080` → `example.com`; IPv6 literals keep their brackets. Every trailing
 * dot, space and port-like tail goes, so a normalised name normalises to itself (`a:1.` → `a`).
 */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  return trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.slice(0, endBeforeTails(trimmed));
}

/**
 * Where `text` ends once its trailing dots, spaces and `:digits` are cut. A loop, not a
 * regex: an anchored regex retries from every position, so a long Host header of dots
 * took quadratic time.
 */
function endBeforeTails(text: string): number {
  let end = text.length;
  while (end > 0) {
    const last = text[end - 1] ?? '';
    if (last === '.' || /\s/.test(last)) {
      end -= 1;
      continue;
    }
    let digits = end;
    while (digits > 0 && /\d/.test(text[digits - 1] ?? '')) digits -= 1;
    if (text[digits - 1] !== ':') break;
    end = digits - 1;
  }
  return end;
}

export function withoutWww(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}

/**
 * Whether `hostname` (as hostnameOf writes it) names this machine's loopback: `localhost`
 * and its subdomains, 127.0.0.0/8 as a dotted quad, `[::1]`, and IPv4-mapped 127/8 as the
 * URL parser writes it (`[::ffff:7f00:1]`). Only a client on this machine reaches us so.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === '[::1]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  );
}

/** True when `host` is one of `domains` or the www. variant of one, ports ignored. */
export function isHostInList(host: string, domains: readonly string[]): boolean {
  const hostname = withoutWww(hostnameOf(host));
  return domains.some((domain) => withoutWww(hostnameOf(domain)) === hostname);
}
