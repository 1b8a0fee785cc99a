/**
 * What the redirect path needs of a link, cached in process: a bounded LRU with a TTL,
 * one loader call per key at a time (single flight), and a shorter TTL for misses so
 * probing unknown codes cannot hammer the database. Invalidate on change or delete.
 */
export interface CachedTarget {
  id: string;
  url: string;
  status: number;
}

interface Entry {
  value: CachedTarget | null;
  expiresAt: number;
}

export interface LinkCacheOptions {
  maxEntries: number;
  ttlMs: number;
  negativeTtlMs: number;
  now?: () => number;
}

export class LinkCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<CachedTarget | null>>();
  readonly #now: () => number;

  constructor(private readonly options: LinkCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** The cached value when fresh, else `undefined` (not cached); synchronous for the hot path. */
  peek(key: string): CachedTarget | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  async get(key: string, load: () => Promise<CachedTarget | null>): Promise<CachedTarget | null> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const inFlight = this.#loading.get(key);
    if (inFlight) return inFlight;
    const loading = load()
      .then((value) => {
        this.#set(key, value);
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  invalidate(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #set(key: string, value: CachedTarget | null): void {
    // Up to 20% earlier, at random: links loaded together must not all expire together
    // and send a burst of reads to the database.
    const ttl =
      (value ? this.options.ttlMs : this.options.negativeTtlMs) * (1 - Math.random() * 0.2);
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + ttl });
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}

export const cacheKey = (domain: string, code: string): string => `${domain}/${code}`;
