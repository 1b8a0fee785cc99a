import { randomInt } from 'node:crypto';
import type { ClickLink } from '../clicks/raw-click.js';

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

type Load = () => Promise<CachedTarget | null>;

/** Characters of a key compared as numbers (7 bits each, four to a number). */
const PACKED_CHARACTERS = 16;

/** Per process, so that no one can choose codes whose keys all land in one run of slots. */
const HASH_SEED = randomInt(2 ** 32);

/**
 * A key as the table compares it: its length, its first 16 characters packed four to a
 * number (7 bits each) when all its characters are ASCII (-1 otherwise), and a hash of
 * those numbers and any characters beyond them (MurmurHash3's steps from a seed), cut to 30
 * bits (a small integer in any V8). Codes are mostly at most 16 characters: then the
 * packed numbers, held in the entry, are the whole key, and the comparison reads no string
 * (the key's string, read for every redirect, was a cache miss costing a quarter of the
 * fast path's own time with 10,000 links). One pass over the key.
 */
class KeyDigest {
  tag = 0;
  length = 0;
  packed0 = 0;
  packed1 = 0;
  packed2 = 0;
  packed3 = 0;
  /** Whether the packed characters are the whole key: ASCII, at most 16 characters. */
  whole = false;

  read(key: string): this {
    const { length } = key;
    let bits = 0;
    let packed0 = 0;
    let packed1 = 0;
    let packed2 = 0;
    let packed3 = 0;
    let hash = HASH_SEED;
    for (let i = 0; i < length; i++) {
      const char = key.charCodeAt(i);
      bits |= char;
      if (i < 4) packed0 = (packed0 << 7) | char;
      else if (i < 8) packed1 = (packed1 << 7) | char;
      else if (i < 12) packed2 = (packed2 << 7) | char;
      else if (i < PACKED_CHARACTERS) packed3 = (packed3 << 7) | char;
      else hash = mix(hash, char);
    }
    hash = mix(mix(mix(mix(hash, packed0), packed1), packed2), packed3) ^ length;
    // MurmurHash3's finaliser: every bit of the key reaches the low bits, which pick the slot.
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    this.tag = (hash ^ (hash >>> 16)) & 0x3fffffff;
    this.length = length;
    const ascii = bits < 0x80;
    this.packed0 = ascii ? packed0 : -1;
    this.packed1 = ascii ? packed1 : -1;
    this.packed2 = ascii ? packed2 : -1;
    this.packed3 = ascii ? packed3 : -1;
    this.whole = ascii && length <= PACKED_CHARACTERS;
    return this;
  }
}

/** One step of MurmurHash3 (32-bit): `hash` takes in the 32 bits of `block`. */
function mix(hash: number, block: number): number {
  let k = Math.imul(block, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  const h = hash ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}

/**
 * A cached link, or a code known to have none (`found` false). The target's fields live
 * in the entry itself, not in an object it points to: with 100,000 links cached, a
 * redirect's reads mostly miss the processor's caches, and every hop is one more miss. The
 * fields a redirect reads come first, in the entry's first cache lines; times are
 * milliseconds since the cache's start, small integers held in the entry, where a time
 * since 1970 is a number boxed in an object of its own (one more miss).
 */
class Entry implements CachedTarget {
  readonly length: number;
  readonly packed0: number;
  readonly packed1: number;
  readonly packed2: number;
  readonly packed3: number;
  expiresAt: number;
  /** Past this, a read still gets the value and reloads it in the background. */
  refreshAt: number;
  /** Read since eviction last came round to it (then it gets a second chance). */
  used = false;
  readonly found: boolean;
  readonly status: number;
  readonly url: string;
  readonly uuid: boolean;
  readonly id0: number;
  readonly id1: number;
  readonly id2: number;
  readonly id3: number;
  readonly id: string;
  readonly tag: number;
  readonly key: string;
  load: Load;

  constructor(
    digest: KeyDigest,
    key: string,
    target: CachedTarget | null,
    expiresAt: number,
    refreshAt: number,
    load: Load,
  ) {
    this.length = digest.length;
    this.packed0 = digest.packed0;
    this.packed1 = digest.packed1;
    this.packed2 = digest.packed2;
    this.packed3 = digest.packed3;
    this.expiresAt = expiresAt;
    this.refreshAt = refreshAt;
    this.found = target !== null;
    this.status = target?.status ?? 0;
    this.url = target?.url ?? '';
    this.uuid = target?.uuid ?? false;
    this.id0 = target?.id0 ?? 0;
    this.id1 = target?.id1 ?? 0;
    this.id2 = target?.id2 ?? 0;
    this.id3 = target?.id3 ?? 0;
    this.id = target?.id ?? '';
    this.tag = digest.tag;
    this.key = key;
    this.load = load;
  }

  /** Whether this is the entry of `key` (whose digest is `digest`, tags already equal). */
  isFor(digest: KeyDigest, key: string): boolean {
    return (
      this.length === digest.length &&
      this.packed0 === digest.packed0 &&
      this.packed1 === digest.packed1 &&
      this.packed2 === digest.packed2 &&
      this.packed3 === digest.packed3 &&
      (digest.whole || this.key === key)
    );
  }
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

/**
 * The entries by key: an open-addressing table (linear probing, at most half full) whose
 * slots hold each key's tag beside its entry. A Map keyed by string finds a value through
 * its bucket, the entry's slot and the key's string, each in another cache line and mostly
 * a miss with thousands of links, before the value; here a slot leads straight to the
 * entry, which a redirect reads anyway, and the tag beside it keeps a probe from reading
 * the entries of other keys on its way (perf: a tenth of the fast path's time went to
 * those). The table grows with its entries rather than starting at the cache's bound, so
 * that it is no bigger than it needs to be (2 MB of slots for 100,000 links).
 */
class EntryTable {
  /** Slot i is the pair at 2i: tag, entry (null when free). */
  #slots = freeSlots(16);
  #mask = 15;
  #size = 0;

  get(digest: KeyDigest, key: string): Entry | undefined {
    const slots = this.#slots;
    const mask = this.#mask;
    const { tag } = digest;
    for (let at = tag & mask; ; at = (at + 1) & mask) {
      const entry = slots[2 * at + 1] as Entry | null;
      if (entry === null) return undefined;
      if (slots[2 * at] === tag && entry.isFor(digest, key)) return entry;
    }
  }

  /** Puts `entry`, whose key the table does not hold, in the first free slot from its home. */
  add(entry: Entry): void {
    if (2 * (this.#size + 1) > this.#mask + 1) this.#grow();
    this.#place(entry);
    this.#size++;
  }

  /**
   * Takes `entry` out, then moves back each entry after it that can fill the gap (one whose
   * home slot is not between the gap and where it sits): no tombstones, so probes stay short.
   */
  delete(entry: Entry): void {
    const slots = this.#slots;
    const mask = this.#mask;
    let gap = entry.tag & mask;
    for (let found = slots[2 * gap + 1]; found !== entry; found = slots[2 * gap + 1]) {
      if (found === null) return;
      gap = (gap + 1) & mask;
    }
    slots[2 * gap + 1] = null;
    this.#size--;
    for (let at = (gap + 1) & mask; ; at = (at + 1) & mask) {
      const next = slots[2 * at + 1] as Entry | null;
      if (next === null) return;
      const home = next.tag & mask;
      const staysPut = gap < at ? home > gap && home <= at : home > gap || home <= at;
      if (!staysPut) {
        slots[2 * gap] = next.tag;
        slots[2 * gap + 1] = next;
        slots[2 * at + 1] = null;
        gap = at;
      }
    }
  }

  #place(entry: Entry): void {
    const slots = this.#slots;
    let at = entry.tag & this.#mask;
    while (slots[2 * at + 1] !== null) at = (at + 1) & this.#mask;
    slots[2 * at] = entry.tag;
    slots[2 * at + 1] = entry;
  }

  #grow(): void {
    const before = this.#slots;
    this.#mask = 2 * (this.#mask + 1) - 1;
    this.#slots = freeSlots(this.#mask + 1);
    for (let at = 1; at < before.length; at += 2) {
      const entry = before[at] as Entry | null;
      if (entry !== null) this.#place(entry);
    }
  }
}

function freeSlots(count: number): (number | Entry | null)[] {
  const slots: (number | Entry | null)[] = [];
  for (let i = 0; i < count; i++) slots.push(0, null);
  return slots;
}

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
