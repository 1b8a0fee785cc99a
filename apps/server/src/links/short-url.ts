import { hostnameOf } from '@kurz/shared';
import type { Config } from '../config.js';

/** `https://kurz.link/abc12345`: the configured entry keeps its port; the scheme is APP_URL's. */
export function shortUrlFor(config: Config, domain: string, code: string): string {
  const host = config.shortDomains.find((entry) => hostnameOf(entry) === domain) ?? domain;
  return `${config.appUrl.protocol}//${host}/${encodeURIComponent(code)}`;
}

/**
 * Spec 001 §2: a link on a customer's own domain (custom_domain_id set) is shown with
 * http, since its certificate may not exist yet, or https when Caddy's on-demand TLS is
 * in front (CUSTOM_DOMAINS_HTTPS, a DESIGN §9 deviation); every other link with APP_URL's scheme.
 */
export function shortLinkFor(
  config: Config,
  link: { domain: string; code: string; custom_domain_id: string | null },
): string {
  if (link.custom_domain_id) {
    const scheme = config.customDomains.https ? 'https' : 'http';
    return `${scheme}://${link.domain}/${encodeURIComponent(link.code)}`;
  }
  return shortUrlFor(config, link.domain, link.code);
}
