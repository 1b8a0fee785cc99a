import { isValidShortCode } from '@kurz/shared';
import type { Config } from '../config.js';
import { siteForHost } from '../http/host-routing.js';
import { linkDomainResolver } from '../links/short-domains.js';

/**
 * The link a short URL as a person typed it names: `https://kurz.link/abc`, `kurz.link/abc`
 * or a bare code on the default domain. Null when it cannot name one.
 */
export function shortUrlTarget(
  config: Config,
  text: string,
): { domain: string; code: string } | null {
  const trimmed = text.trim();
  if (isValidShortCode(trimmed))
    return { domain: linkDomainResolver(config)(undefined, 'app'), code: trimmed };
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
  const domain = linkDomainResolver(config)(url.host, siteForHost(url.host, config));
  return { domain, code };
}
