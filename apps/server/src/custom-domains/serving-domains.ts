import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A verified custom domain, as a request's Host finds it. */
export interface ServingDomain {
  id: string;
  userId: string;
}

/**
 * The custom domains that serve (verified ones), in process, so that a Host is judged
 * without a query: the redirect path asks on every request it has not seen the host of.
 * Filled at start; each change reaches it through the link change feed (migration 0015's
 * triggers write the domain with an empty code), from this process or any other.
 */
export class ServingDomains {
  readonly #byHost = new Map<string, ServingDomain>();
  readonly #listeners: Array<(domain: string) => void> = [];

  constructor(private readonly db: Kysely<Database>) {}

  async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('custom_domains')
      .select(['id', 'user_id', 'domain'])
      .where('verified_at', 'is not', null)
      .execute();
    this.#byHost.clear();
    for (const row of rows) this.#byHost.set(row.domain, { id: row.id, userId: row.user_id });
    for (const listener of this.#listeners) listener('');
  }

  /** Reads `domain` again (it was added, verified, lapsed, moved or deleted) and tells listeners. */
  async reload(domain: string): Promise<void> {
    const row = await this.db
      .selectFrom('custom_domains')
      .select(['id', 'user_id'])
      .where('domain', '=', domain)
      .where('verified_at', 'is not', null)
      .executeTakeFirst();
    if (row) this.#byHost.set(domain, { id: row.id, userId: row.user_id });
    else this.#byHost.delete(domain);
    for (const listener of this.#listeners) listener(domain);
  }

  /** The serving domain of a host name (lower-case, no port), if any. */
  get(hostname: string): ServingDomain | undefined {
    return this.#byHost.get(hostname);
  }

  /** Called after each reload (`''` after a full load): memos of host verdicts must forget `domain`. */
  onChange(listener: (domain: string) => void): void {
    this.#listeners.push(listener);
  }
}
