import type { ClickLink } from '../clicks/raw-click.js';
import { Entry, EntryTable, KeyDigest } from './link-table.js';

/**
 * What the redirect path needs of a link, cached in process: bounded, evicting the least
 * recently used (approximately: second chance), with a TTL, one loader call per key at a
 * time (single flight), and a shorter TTL for misses so probing unknown codes cannot
 * hammer the database. Invalidate on change or delete.
 */
export interface CachedTarget extends ClickLink {
  readonly url: string;
  readonly status: number;
}

/**
 * Reads a link from the database. The cache keeps it with the entry to reload it, so
 * callers pass one function for all links (the cache gives it the link's domain and code
 * back): a closure per link held its context, a hundred bytes a link.
 */
export type Load = (domain: string, code: string) => Promise<CachedTarget | null>;

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
  readonly #entries: EntryTable;
  /** The same entries, oldest first: the order eviction goes round in. */
  readonly #order = new Set<Entry>();
  readonly #loading = new Map<string, Promise<CachedTarget | null>>();
  readonly #now: () => number;
  /** What entries' times count from. */
  readonly #start: number;
  /** The digest of the key being looked up (one for all: lookups are synchronous). */
  readonly #digest = new KeyDigest();

  constructor(private readonly options: LinkCacheOptions) {
    this.#entries = new EntryTable();
    this.#now = options.now ?? Date.now;
    this.#start = this.#now();
  }

  /**
   * The key of a link: its code on the primary domain (most redirects: no string to build
   * and hash beyond the code), `domain/code` on others. A code never holds a slash.
   */
  key(domain: string, code: string): string {
    return domain === this.options.primaryDomain ? code : `${domain}/${code}`;
  }

  /** The domain and code a key was made of (`key`'s inverse). */
  #linkOf(key: string): [domain: string, code: string] {
    const slash = key.indexOf('/');
    if (slash === -1) return [this.options.primaryDomain ?? '', key];
    return [key.slice(0, slash), key.slice(slash + 1)];
  }

  /**
   * The cached value when fresh, else `undefined` (not cached); synchronous for the hot
   * path, which passes the time it has already read (from the same clock).
   */
  peek(key: string, now = this.#now()): CachedTarget | null | undefined {
    const entry = this.#entries.get(this.#digest.read(key), key);
    if (!entry) return undefined;
    const time = now - this.#start;
    if (entry.expiresAt <= time) {
      this.#remove(entry);
      return undefined;
    }
    // A link in use is reloaded before it expires, so hot links never miss.
    if (entry.refreshAt <= time && entry.found && !this.#loading.has(key)) {
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
    const entry = this.#entries.get(this.#digest.read(key), key);
    if (entry) this.#remove(entry);
    this.#loading.delete(key);
  }

  get size(): number {
    return this.#order.size;
  }

  #load(key: string, load: Load): Promise<CachedTarget | null> {
    const isCurrent = () => this.#loading.get(key) === loading;
    const loading: Promise<CachedTarget | null> = load(...this.#linkOf(key))
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
    const time = this.#now() - this.#start;
    // Whole milliseconds (small integers), rounded down: never past the TTL.
    const expiresAt = Math.floor(time + ttl);
    const refreshAt = Math.floor(time + ttl * REFRESH_AFTER);
    const digest = this.#digest.read(key);
    const current = this.#entries.get(digest, key);
    if (current && isSameTarget(current, value)) {
      // A reload that found the link unchanged keeps its entry: hot links are reloaded
      // every minute, and replacing their entries only made garbage.
      current.expiresAt = expiresAt;
      current.refreshAt = refreshAt;
      current.load = load;
      return;
    }
    if (current) this.#remove(current);
    const entry = new Entry(digest, key, value, expiresAt, refreshAt, load);
    this.#entries.add(entry);
    this.#order.add(entry);
    while (this.#order.size > this.options.maxEntries) this.#evictOne();
  }

  #remove(entry: Entry): void {
    this.#entries.delete(entry);
    this.#order.delete(entry);
  }

  /**
   * Second chance (the "clock" algorithm): the set keeps insertion order, so the oldest
   * entry comes first; one read since it last came round sends it to the back with its
   * flag cleared, and the first without a read goes. Each pass clears the flags it
   * crosses, so this ends, and costs one step per entry read in the meantime.
   */
  #evictOne(): void {
    for (const entry of this.#order) {
      this.#order.delete(entry);
      if (!entry.used) {
        this.#entries.delete(entry);
        return;
      }
      entry.used = false;
      this.#order.add(entry);
    }
  }
}

function isSameTarget(entry: Entry, target: CachedTarget | null): boolean {
  if (!entry.found || target === null) return !entry.found && target === null;
  return entry.id === target.id && entry.url === target.url && entry.status === target.status;
}
