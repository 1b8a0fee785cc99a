import type { Config } from '../config.js';
import { allowNamedHosts } from '../net/allow-named-hosts.js';
import { createSafeFetch, type SafeFetch } from '../net/create-safe-fetch.js';

/** A source's page of 100 links with titles and tags fits well within this. */
const PAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The fetcher an import reads its source with: the SSRF-safe one, with the private hosts
 * the operator named allowed, a longer deadline and room for a page of links.
 */
export function createImportFetch(config: Pick<Config, 'importPrivateHosts'>): SafeFetch {
  return createSafeFetch({
    policy: allowNamedHosts(config.importPrivateHosts),
    timeoutMs: 30_000,
    maxBodyBytes: PAGE_MAX_BYTES,
    userAgent: 'Kurz importer',
  });
}
