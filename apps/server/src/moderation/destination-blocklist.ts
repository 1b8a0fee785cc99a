import { type Blocklist, hostnameOf, isBlockedUrl, prefixForm, withoutWww } from '@kurz/shared';

/**
 * The destinations refused now: BLOCKED_HOSTS (fixed at boot) joined with the operator's
 * blocklist file (replaced whenever it changes, see watch-blocklist-file.ts). Creation,
 * edit and the redirect cache's loader all ask `blocks`.
 */
export class DestinationBlocklist {
  readonly #configuredHosts: readonly string[];
  #list: Blocklist;

  constructor(configuredHosts: readonly string[]) {
    this.#configuredHosts = configuredHosts.map((host) => withoutWww(hostnameOf(host)));
    this.#list = { hosts: this.#configuredHosts, prefixes: [] };
  }

  /** Whether `url` (an absolute URL) may not be shortened or followed; false when unparsable. */
  blocks(url: string): boolean {
    if (this.#list.hosts.length === 0 && this.#list.prefixes.length === 0) return false;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    return isBlockedUrl(parsed, this.#list);
  }

  /** Takes the file's entries in place of the previous ones. */
  replaceFileEntries(fromFile: Blocklist): void {
    this.#list = {
      hosts: [...new Set([...this.#configuredHosts, ...fromFile.hosts])],
      // Compared in one spelling with the URLs asked about: `%62ad` is `bad`.
      prefixes: [...new Set(fromFile.prefixes.map((prefix) => prefixForm(new URL(prefix))))],
    };
  }
}
