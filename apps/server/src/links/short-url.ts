import { hostnameOf } from '@kurz/shared';
import type { Config } from '../config.js';

/** `https://kurz.link/abc12345`: the configured entry keeps its port; the scheme is APP_URL's. */
export function shortUrlFor(config: Config, domain: string, code: string): string {
  const host = config.shortDomains.find((entry) => hostnameOf(entry) === domain) ?? domain;
  return `${config.appUrl.protocol}//${host}/${encodeURIComponent(code)}`;
}
