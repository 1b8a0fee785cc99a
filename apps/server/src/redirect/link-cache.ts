/**
 * What the redirect path needs of a link, cached in process: bounded, evicting the least
 * recently used (approximately: second chance), with a TTL, one loader call per key at a
 * time (single flight), and a shorter TTL for misses so probing unknown codes cannot
 * hammer the database. Invalidate on change or delete.
 */
export interface CachedTarget {
  readonly id: string;
  readonly url: string;
  readonly status: number;
}

type Load = () => Promise<CachedTarget | null>;

/**
 * A cached link, or a code known to have none (`found` false). The target's fields live
 * in the entry itself, not in an object it points to: with 100,000 links cached, a
 * redirect's reads mostly miss the processor's caches, and every hop is one more miss.
 */
class Entry implements CachedTarget {
  /** Read since eviction last came round to it (then it gets a second chance). */
  used = false;

  constructor(
    readonly found: boolean,
    readonly id: string,
    readonly url: string,
    readonly status: number,
    public expiresAt: number,
    /** Past this, a read still gets the value and reloads it in the background. */
    public refreshAt: number,
    public load: Load,
  ) {}
}

export interface LinkCacheOptions {
  maxEntries: number;
  /** Links on this domain (the default short domain) are keyed by their code alone. */
  primaryDomain?: string;
  ttlMs: number;
  negativeTtlMs: number;
  now?: () => number;
}

/** A link read in the last quarter of its life is reloaded ahead of expiry. */
const REFRESH_AFTER = 0.75;

export class LinkCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<CachedTarget | null>>();
  readonly #now: () => number;

  constructor(private readonly options: LinkCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  /**
   * The key of a link: its code on the primary domain (most redirects: no string to build
   * and hash beyond the code), `domain/code` on others. A code never holds a slash.
   */
  key(domain: string, code: string): string {
    return domain === this.options.primaryDomain ? code : `${domain}/${code}`;
  }

  /**
   * The cached value when fresh, else `undefined` (not cached); synchronous for the hot
   * path, which passes the time it has already read (from the same clock).
   */
  peek(key: string, now = this.#now()): CachedTarget | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    // A link in use is reloaded before it expires, so hot links never miss.
    if (entry.refreshAt <= now && entry.found && !this.#loading.has(key)) {
      entry.refreshAt = entry.expiresAt;
      this.#load(key, entry.load).catch(() => {});
    }
    // A flag, not a move to the recent end: a redirect writes nothing else (see #evictOne).
    entry.used = true;
    return entry.found ? entry : null;
  }

  async get(key: string, load: Load): Promise<CachedTarget | null> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    return this.#loading.get(key) ?? this.#load(key, load);
  }

  /**
   * Forgets the link `domain/code`, and any load of it under way: that one may have read
   * the old row.
   */
  invalidate(domain: string, code: string): void {
    const key = this.key(domain, code);
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #load(key: string, load: Load): Promise<CachedTarget | null> {
    const isCurrent = () => this.#loading.get(key) === loading;
    const loading: Promise<CachedTarget | null> = load()
      .then((value) => {
        if (isCurrent()) this.#set(key, value, load);
        return value;
      })
      .finally(() => {
        if (isCurrent()) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  #set(key: string, value: CachedTarget | null, load: Load): void {
    // Up to 20% earlier, at random: links loaded together must not all expire together
    // and send a burst of reads to the database.
    const ttl =
      (value ? this.options.ttlMs : this.options.negativeTtlMs) * (1 - Math.random() * 0.2);
    const now = this.#now();
    const current = this.#entries.get(key);
    if (current && isSameTarget(current, value)) {
      // A reload that found the link unchanged keeps its entry: hot links are reloaded
      // every minute, and replacing their entries only made garbage.
      current.expiresAt = now + ttl;
      current.refreshAt = now + ttl * REFRESH_AFTER;
      current.load = load;
      return;
    }
    this.#entries.delete(key);
    this.#entries.set(
      key,
      new Entry(
        value !== null,
        value?.id ?? '',
        value?.url ?? '',
        value?.status ?? 0,
        now + ttl,
        now + ttl * REFRESH_AFTER,
        load,
      ),
    );
    while (this.#entries.size > this.options.maxEntries) this.#evictOne();
  }

  /**
   * Second chance (the "clock" algorithm): the map keeps insertion order, so the oldest
   * entry comes first; one read since it last came round sends it to the back with its
   * flag cleared, and the first without a read goes. Each pass clears the flags it
   * crosses, so this ends, and costs one step per entry read in the meantime.
   */
  #evictOne(): void {
    for (const [key, entry] of this.#entries) {
      this.#entries.delete(key);
      if (!entry.used) return;
      entry.used = false;
      this.#entries.set(key, entry);
    }
  }
}

function isSameTarget(entry: Entry, target: CachedTarget | null): boolean {
  if (!entry.found || target === null) return !entry.found && target === null;
  return entry.id === target.id && entry.url === target.url && entry.status === target.status;
}
