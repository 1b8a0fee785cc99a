import { hostnameOf, isHostInList, isLoopbackHostname } from '@kurz/shared';
import type { Config } from '../config.js';

/**
 * Where the app is served, for host routing and the cross-site guard alike. Its hosts:
 * the configured ones (APP_URL's, its www. variant, APP_HOSTS) and this machine's
 * loopback names, which only a browser on this machine sends. Its origins: APP_URL's
 * scheme and port on a configured host, and on a loopback name the very origin the
 * request reached (the page and the write came from this server, whatever its port).
 */

/** Whether a Host header names one of the configured app hosts (any port). */
export function isConfiguredAppHost(host: string, config: Config): boolean {
  return isHostInList(host, config.appHosts);
}

/** Whether a Host header names this machine: the app, unless a short domain claims it. */
export function isLoopbackHost(host: string): boolean {
  return isLoopbackHostname(hostnameOf(host));
}

/** Where a request arrived: its scheme (`http`, `https`) and its Host header. */
export interface Reached {
  protocol: string;
  host: string | undefined;
}

/** Whether `source` (an Origin, or a Referer URL) is one of the app's origins. */
export function isAppOrigin(source: string, reached: Reached, config: Config): boolean {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  const { protocol, port } = config.appUrl;
  // The app is served on APP_URL's port: another port of one of its hosts is another site.
  if (
    url.protocol === protocol &&
    url.port === port &&
    config.appHosts.includes(hostnameOf(url.host))
  )
    return true;
  return (
    isLoopbackHost(url.host) &&
    url.protocol === `${reached.protocol}:` &&
    url.host === reached.host?.toLowerCase()
  );
}
