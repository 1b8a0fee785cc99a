import type { QueryPrecedence } from '@kurz/shared';
import type { CompiledRules } from './redirect-rules.js';
import type { SocialPreview } from './social-preview.js';

/** What a redirect needs of a link. */
export interface CachedLink {
  readonly id: string;
  readonly url: string;
  /** 301, 302, 307 or 308. */
  readonly status: number;
  /**
   * Taken down: the link, its owner or its destination (the blocklist) is disabled, and
   * the redirect answers 451 with the disabled page instead (takedown).
   */
  readonly isDisabled: boolean;
  /** Set only for a link that expires: plain links carry nothing more. */
  readonly expiry?: LinkExpiry;
  /** Visitors type a password first (its hash stays in the database). */
  readonly isProtected?: true;
  /** Redirect rules, compiled when the link is loaded (redirect-rules.ts). */
  readonly rules?: CompiledRules;
  /** Served to link-preview bots instead of the redirect (social-preview.ts). */
  readonly preview?: SocialPreview;
  /** The redirect sends `Referrer-Policy: no-referrer`. */
  readonly noReferrer?: true;
  /** The visitor's query string goes on to the destination; this side wins a clash. */
  readonly forwardQuery?: QueryPrecedence;
}

/** When a link stops forwarding, and where its visitors go then (null: the expired page). */
export interface LinkExpiry {
  /** Epoch ms. */
  readonly at: number | null;
  /** Counted atomically in the database, click by click (countLimitedClick). */
  readonly maxClicks: number | null;
  readonly url: string | null;
}

/**
 * Reads a link from the database. The cache keeps it with the entry to reload it, so
 * callers pass one function for all links (the cache gives it the link's domain and code
 * back): a closure per link would hold its caller's context.
 */
export type Load = (domain: string, code: string) => Promise<CachedLink | null>;

export interface LinkCacheOptions {
  maxEntries: number;
  /** Links on this domain (the default short domain) are keyed by their code alone. */
  primaryDomain?: string;
  ttlMs: number;
  negativeTtlMs: number;
  now?: () => number;
}

/** A cached link, or `null` for a code known to have none. */
interface Entry {
  link: CachedLink | null;
  expiresAt: number;
  /** Past this, a read still gets the link and reloads it in the background. */
  refreshAt: number;
  /** Read since eviction last came round to it (then it gets a second chance). */
  used: boolean;
  load: Load;
}

/** A link read in the last quarter of its life is reloaded ahead of expiry. */
const REFRESH_AFTER = 0.75;

/**
 * The redirect path's links, in process: bounded, evicting approximately the least
 * recently used (second chance), with a TTL, one load per key at a time (single flight),
 * and a shorter TTL for misses so probing unknown codes cannot hammer the database.
 * Changed and deleted links are invalidated (the link change feed).
 */
export class LinkCache {
  /** In insertion order, oldest first: the order eviction goes round in. */
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<CachedLink | null>>();
  readonly #now: () => number;
  /** Reads answered from the cache, and those that had to load (for /metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: LinkCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** The key of a link: its code on the primary domain, `domain/code` on others (a code has no slash). */
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
   * The cached link when fresh, `null` for a cached miss, `undefined` when not cached.
   * Synchronous for the fast path, which passes the time it has already read.
   */
  peek(key: string, now = this.#now()): CachedLink | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    // A link in use is reloaded before it expires, so hot links never miss.
    if (entry.refreshAt <= now && entry.link && !this.#loading.has(key)) {
      entry.refreshAt = entry.expiresAt;
      this.#load(key, entry.load).catch(() => {});
    }
    // A flag rather than a move to the recent end: a read writes nothing else.
    entry.used = true;
    this.hits += 1;
    return entry.link;
  }

  async get(key: string, load: Load): Promise<CachedLink | null> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    this.misses += 1;
    return this.#loading.get(key) ?? this.#load(key, load);
  }

  /** Forgets the link `domain/code`, and any load of it under way (it may have read the old row). */
  invalidate(domain: string, code: string): void {
    const key = this.key(domain, code);
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  /**
   * Forgets every link on `domain` (not the primary one): a custom domain stopped serving
   * or changed hands. Walks the whole cache, which only a domain's change pays for.
   */
  invalidateDomain(domain: string): void {
    const prefix = `${domain}/`;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
    for (const key of this.#loading.keys()) if (key.startsWith(prefix)) this.#loading.delete(key);
  }

  /** Forgets every link: the blocklist changed, and any cached destination may now be blocked. */
  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #load(key: string, load: Load): Promise<CachedLink | null> {
    const isCurrent = () => this.#loading.get(key) === loading;
    const loading: Promise<CachedLink | null> = load(...this.#linkOf(key))
      .then((link) => {
        if (isCurrent()) this.#set(key, link, load);
        return link;
      })
      .finally(() => {
        if (isCurrent()) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  #set(key: string, link: CachedLink | null, load: Load): void {
    // Up to 20% earlier, at random: links loaded together must not all expire together
    // and send a burst of reads to the database.
    const ttl =
      (link ? this.options.ttlMs : this.options.negativeTtlMs) * (1 - Math.random() * 0.2);
    const now = this.#now();
    const expiresAt = Math.floor(now + ttl);
    const refreshAt = Math.floor(now + ttl * REFRESH_AFTER);
    const current = this.#entries.get(key);
    if (current && isSameLink(current.link, link)) {
      // A reload that found the link unchanged keeps its entry (and its place).
      Object.assign(current, { expiresAt, refreshAt, load });
      return;
    }
    this.#entries.delete(key);
    this.#entries.set(key, { link, expiresAt, refreshAt, used: false, load });
    while (this.#entries.size > this.options.maxEntries) this.#evictOne();
  }

  /**
   * Second chance (the "clock" algorithm): the oldest entry read since it last came round
   * goes to the back with its flag cleared; the first one unread goes.
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

function isSameLink(a: CachedLink | null, b: CachedLink | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.id === b.id &&
    a.url === b.url &&
    a.status === b.status &&
    a.isDisabled === b.isDisabled &&
    a.expiry?.at === b.expiry?.at &&
    a.expiry?.maxClicks === b.expiry?.maxClicks &&
    a.expiry?.url === b.expiry?.url &&
    a.isProtected === b.isProtected &&
    a.noReferrer === b.noReferrer &&
    // A reload compiles rules anew: compare what they say, not the object.
    a.rules?.source === b.rules?.source &&
    JSON.stringify(a.preview ?? null) === JSON.stringify(b.preview ?? null)
  );
}
