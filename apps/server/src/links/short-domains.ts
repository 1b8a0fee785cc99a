import { hostnameOf, isHostInList, type ShortDomainsReply, withoutWww } from '@kurz/shared';
import type { Config } from '../config.js';
import { siteForHost } from '../http/host-routing.js';

/** Where new links live: the first SHORT_DOMAINS entry, as a host name. */
export function defaultShortDomain(config: Config): string {
  return hostnameOf(config.shortDomains[0] ?? config.appUrl.host);
}

/**
 * Which links a request's Host looks up: a short-link host its own (www. folded in); an
 * app host, a loopback name (a client on this machine) or no Host at all the default
 * domain's. Any other host (the server's IP, another name that points here) looks up
 * none: a link to such a spelling of ourselves would otherwise redirect to itself
 * forever, a click per hop. Built once; called on every redirect.
 */
export function linkDomainResolver(config: Config): (host: string | undefined) => string | null {
  const fallback = defaultShortDomain(config);
  const byHostname = new Map(
    config.shortDomains.map((entry) => [withoutWww(hostnameOf(entry)), hostnameOf(entry)]),
  );
  return (host) => {
    if (host === undefined) return fallback;
    const site = siteForHost(host, config);
    if (site === 'short') return byHostname.get(withoutWww(hostnameOf(host))) ?? fallback;
    return isHostInList(host, config.appHosts) || isLoopbackName(hostnameOf(host))
      ? fallback
      : null;
  };
}

/** `localhost` (and its subdomains), 127.0.0.0/8 and [::1], as a Host header spells them. */
function isLoopbackName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * The short-link hosts as the web shows them in front of a code. Public: the same hosts
 * appear in every short URL the server hands out.
 */
export function listShortDomains(config: Config): ShortDomainsReply {
  const domains = config.shortDomains.map((entry) => entry.toLowerCase());
  return { default_domain: domains[0] ?? config.appUrl.host, domains };
}
