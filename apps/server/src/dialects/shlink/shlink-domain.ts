import { hostnameOf } from '@kurz/shared';
import type { Config } from '../../config.js';
import { defaultShortDomain, shortDomainNamed } from '../../links/short-domains.js';

/** Shlink's name for the default domain in a `domain` filter. */
const DEFAULT_KEYWORD = 'DEFAULT';

/** Whether a request's `domain` means the default one: absent, the keyword, or its name. */
export function isDefaultDomain(config: Config, domain: string | undefined): boolean {
  if (!domain || domain === DEFAULT_KEYWORD) return true;
  return shortDomainNamed(config, domain) === defaultShortDomain(config);
}

/** The domain as Kurz's links store it, for a request's `domain`. */
export function storedDomainOf(config: Config, domain: string | undefined): string {
  if (!domain || isDefaultDomain(config, domain)) return defaultShortDomain(config);
  return shortDomainNamed(config, domain) ?? hostnameOf(domain);
}

/** A link's domain as Shlink shows it: null for the default, else its authority. */
export function shlinkDomainOf(config: Config, stored: string): string | null {
  if (stored === defaultShortDomain(config)) return null;
  return config.shortDomains.find((entry) => hostnameOf(entry) === stored) ?? stored;
}
