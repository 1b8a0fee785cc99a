import { hostnameOf, type ShortDomainsReply, withoutWww } from '@kurz/shared';
import type { Config } from '../config.js';
import { type CustomHosts, siteForHost } from '../http/host-routing.js';

/** Where new links live: the first SHORT_DOMAINS entry, as a host name. */
export function defaultShortDomain(config: Config): string {
  return hostnameOf(config.shortDomains[0] ?? config.appUrl.host);
}

/**
 * Which links a request's Host looks up: a short-link host its own (www. folded in); a
 * verified custom domain its own; an app host, a loopback name (a client on this machine)
 * or no Host at all the default domain's. Any other host (the server's IP, another name
 * that points here) looks up none: a link to such a spelling of ourselves would otherwise
 * redirect to itself forever, a click per hop. Built once; called on every redirect.
 */
export function linkDomainResolver(
  config: Config,
  servingDomains: CustomHosts,
): (host: string | undefined) => string | null {
  const fallback = defaultShortDomain(config);
  const byHostname = new Map(
    config.shortDomains.map((entry) => [withoutWww(hostnameOf(entry)), hostnameOf(entry)]),
  );
  return (host) => {
    switch (siteForHost(host, config, servingDomains)) {
      case 'short':
        return byHostname.get(withoutWww(hostnameOf(host ?? ''))) ?? fallback;
      case 'custom':
        return hostnameOf(host ?? '');
      case 'app':
        return fallback;
      case 'unknown':
        return null;
    }
  };
}

/** The configured short domain `domain` names (any spelling of it), as links store it. */
export function shortDomainNamed(config: Config, domain: string): string | undefined {
  const wanted = withoutWww(hostnameOf(domain));
  const entry = config.shortDomains.find((host) => withoutWww(hostnameOf(host)) === wanted);
  return entry === undefined ? undefined : hostnameOf(entry);
}

/**
 * The short-link hosts as the web shows them in front of a code. Public: the same hosts
 * appear in every short URL the server hands out.
 */
export function listShortDomains(config: Config): ShortDomainsReply {
  const domains = config.shortDomains.map((entry) => entry.toLowerCase());
  return {
    default_domain: domains[0] ?? config.appUrl.host,
    domains,
    fetches_titles: config.destinationProbe,
    no_query_forwarding: config.noQueryForwardingDomains,
  };
}
