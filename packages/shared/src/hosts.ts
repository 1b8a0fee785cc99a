/**
 * Host names as the server and the web compare them: lower-case, no port, no trailing dot.
 */

/** `Example.COM:8080.` → `example.com`; IPv6 literals keep their brackets. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

export function withoutWww(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}

/** True when `host` is one of `domains` or the www. variant of one, ports ignored. */
export function isHostInList(host: string, domains: readonly string[]): boolean {
  const hostname = withoutWww(hostnameOf(host));
  return domains.some((domain) => withoutWww(hostnameOf(domain)) === hostname);
}
