import { randomInt } from 'node:crypto';

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
    readonly key: string,
    readonly hash: number,
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

/** Per process, so that no one can choose codes whose keys all land in one run of slots. */
const HASH_SEED = randomInt(2 ** 32);

/** A key's hash for EntryTable: FNV-1a from the seed, then MurmurHash3's finaliser. */
function hashOf(key: string): number {
  let hash = HASH_SEED;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  // Every bit of the key reaches the low bits, which pick the slot.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/**
 * The entries by key: an open-addressing table (linear probing, at most half full) of the
 * entries themselves, each holding its key and the key's hash. A Map keyed by string finds
 * a value through its bucket, the entry's slot and the key's string, each in another cache
 * line and mostly a miss with thousands of links, before the value; here a slot leads
 * straight to the entry, which a redirect reads anyway (measured with perf over 10,000
 * links: 0.15–0.25 µs less of a 16 µs redirect).
 */
class EntryTable {
  readonly #slots: (Entry | null)[];
  readonly #mask: number;

  constructor(maxEntries: number) {
    let capacity = 8;
    // One more than the bound: an entry goes in before eviction makes room.
    while (capacity < 2 * (maxEntries + 1)) capacity *= 2;
    this.#slots = new Array<Entry | null>(capacity).fill(null);
    this.#mask = capacity - 1;
  }

  get(key: string, hash: number): Entry | undefined {
    const slots = this.#slots;
    for (let at = hash & this.#mask; ; at = (at + 1) & this.#mask) {
      const entry = slots[at];
      if (!entry) return undefined;
      if (entry.hash === hash && entry.key === key) return entry;
    }
  }

  /** Puts `entry`, whose key the table does not hold, in the first free slot from its home. */
  add(entry: Entry): void {
    const slots = this.#slots;
    let at = entry.hash & this.#mask;
    while (slots[at]) at = (at + 1) & this.#mask;
    slots[at] = entry;
  }

  /**
   * Takes `entry` out, then moves back each entry after it that can fill the gap (one whose
   * home slot is not between the gap and where it sits): no tombstones, so probes stay short.
   */
  delete(entry: Entry): void {
    const slots = this.#slots;
    const mask = this.#mask;
    let gap = entry.hash & mask;
    for (let found = slots[gap]; found !== entry; found = slots[gap]) {
      if (!found) return;
      gap = (gap + 1) & mask;
    }
    slots[gap] = null;
    for (let at = (gap + 1) & mask; ; at = (at + 1) & mask) {
      const next = slots[at];
      if (!next) return;
      const home = next.hash & mask;
      const staysPut = gap < at ? home > gap && home <= at : home > gap || home <= at;
      if (!staysPut) {
        slots[gap] = next;
        slots[at] = null;
        gap = at;
      }
    }
  }
}

export class LinkCache {
  readonly #entries: EntryTable;
  /** The same entries, oldest first: the order eviction goes round in. */
  readonly #order = new Set<Entry>();
  readonly #loading = new Map<string, Promise<CachedTarget | null>>();
  readonly #now: () => number;

  constructor(private readonly options: LinkCacheOptions) {
    this.#entries = new EntryTable(options.maxEntries);
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
    const entry = this.#entries.get(key, hashOf(key));
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#remove(entry);
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
    const entry = this.#entries.get(key, hashOf(key));
    if (entry) this.#remove(entry);
    this.#loading.delete(key);
  }

  get size(): number {
    return this.#order.size;
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
    const hash = hashOf(key);
    const current = this.#entries.get(key, hash);
    if (current && isSameTarget(current, value)) {
      // A reload that found the link unchanged keeps its entry: hot links are reloaded
      // every minute, and replacing their entries only made garbage.
      current.expiresAt = now + ttl;
      current.refreshAt = now + ttl * REFRESH_AFTER;
      current.load = load;
      return;
    }
    if (current) this.#remove(current);
    const entry = new Entry(
      key,
      hash,
      value !== null,
      value?.id ?? '',
      value?.url ?? '',
      value?.status ?? 0,
      now + ttl,
      now + ttl * REFRESH_AFTER,
      load,
    );
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
