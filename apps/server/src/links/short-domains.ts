import { hostnameOf, type ShortDomainsReply, withoutWww } from '@kurz/shared';
import type { Config } from '../config.js';
import type { Site } from '../http/host-routing.js';

/** Where new links live: the first SHORT_DOMAINS entry, as a host name. */
export function defaultShortDomain(config: Config): string {
  return hostnameOf(config.shortDomains[0] ?? config.appUrl.host);
}

/**
 * Which links a request's Host looks up: a short-link host its own (www. folded in), the
 * app host the default domain's. Built once; called on every redirect.
 */
export function linkDomainResolver(
  config: Config,
): (host: string | undefined, site: Site) => string {
  const fallback = defaultShortDomain(config);
  const byHostname = new Map(
    config.shortDomains.map((entry) => [withoutWww(hostnameOf(entry)), hostnameOf(entry)]),
  );
  return (host, site) =>
    site === 'short' ? (byHostname.get(withoutWww(hostnameOf(host ?? ''))) ?? fallback) : fallback;
}

/**
 * The short-link hosts as the web shows them in front of a code. Public: the same hosts
 * appear in every short URL the server hands out.
 */
export function listShortDomains(config: Config): ShortDomainsReply {
  const domains = config.shortDomains.map((entry) => entry.toLowerCase());
  return { default_domain: domains[0] ?? config.appUrl.host, domains };
}
