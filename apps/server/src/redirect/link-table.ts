import { randomInt } from 'node:crypto';
import type { CachedTarget, Load } from './link-cache.js';

// How the link cache lays out its entries for the processor's caches: with thousands of
// links nearly every read of one is a miss, so a lookup reads one slot, one entry and
// nothing else it can avoid. LinkCache (link-cache.ts) keeps the policy: TTLs, single
// flight, eviction.

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
export class KeyDigest {
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
export class Entry implements CachedTarget {
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

/**
 * The entries by key: an open-addressing table (linear probing, at most half full) whose
 * slots hold each key's tag beside its entry. A Map keyed by string finds a value through
 * its bucket, the entry's slot and the key's string, each in another cache line and mostly
 * a miss with thousands of links, before the value; here a slot leads straight to the
 * entry, which a redirect reads anyway, and the tag beside it keeps a probe from reading
 * the entries of other keys on its way (perf: a tenth of the fast path's time went to
 * those). The table grows with its entries rather than starting at the cache's bound, so
 * that it is no bigger than it needs to be (4 MB of slots for 100,000 links).
 */
export class EntryTable {
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
