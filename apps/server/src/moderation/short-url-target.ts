import { isValidShortCode } from '@kurz/shared';
import type { Config } from '../config.js';
import type { ServingDomains } from '../custom-domains/serving-domains.js';
import { defaultShortDomain, linkDomainResolver } from '../links/short-domains.js';

/**
 * The link a short URL as a person typed it names: `https://kurz.link/abc`, `kurz.link/abc`
 * or a bare code on the default domain. Null when it cannot name one.
 */
export function shortUrlTarget(
  config: Config,
  servingDomains: Pick<ServingDomains, 'get'>,
  text: string,
): { domain: string; code: string } | null {
  const trimmed = text.trim();
  if (isValidShortCode(trimmed)) return { domain: defaultShortDomain(config), code: trimmed };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  let code: string;
  try {
    code = decodeURIComponent(url.pathname.slice(1));
  } catch {
    return null;
  }
  if (!isValidShortCode(code)) return null;
  // A host that resolves no codes (an IP, another name) names no link either.
  const domain = linkDomainResolver(config, servingDomains)(url.host);
  return domain === null ? null : { domain, code };
}
