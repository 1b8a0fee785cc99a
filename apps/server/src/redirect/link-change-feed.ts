import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';
import type { LinkCache } from './link-cache.js';
import {
  type LinkChange,
  latestLinkChangeId,
  linkChangesAfter,
  linkChangesWithIds,
  pruneLinkChanges,
} from './link-change-repository.js';

/** Changes read per query; a backlog is read in rounds of this many. */
const BATCH = 1000;
/** Missing ids remembered at most (a huge jump in ids is not a thousand transactions). */
const MAX_GAPS = 1000;

export interface LinkChangeFeedOptions {
  /** How often the feed is read (ms): a change elsewhere reaches this cache within it. */
  everyMs: number;
  /**
   * How long an id missing below newer ones is looked for again (ms). On PostgreSQL ids
   * are taken when a row is written but become visible when its transaction commits, so a
   * slower transaction's change can appear after a later id; a rolled-back one never does.
   */
  gapWaitMs: number;
  /** Changes older than this (ms) are deleted, by whichever process gets there. */
  keepMs: number;
  pruneEveryMs: number;
  now?: () => number;
}

export const defaultLinkChangeFeedOptions: LinkChangeFeedOptions = {
  everyMs: 1000,
  gapWaitMs: 30_000,
  keepMs: 60 * 60_000,
  pruneEveryMs: 10 * 60_000,
};

/**
 * Keeps this process's redirect cache true to links changed by any process: reads the
 * `link_changes` rows that triggers write for every created, deleted or changed link
 * (migration 0010) and drops those keys from the cache. A process that changes a link
 * drops its own keys at once; every other one within `everyMs`. One small indexed query
 * a second, however many links are cached.
 */
export class LinkChangeFeed {
  /** The highest change id applied. */
  #after = 0;
  /** Ids below `#after` not seen yet, with when they were first missed. */
  readonly #gaps = new Map<number, number>();
  #timer: NodeJS.Timeout | null = null;
  #reading: Promise<number> | null = null;
  #prunedAt = Number.NEGATIVE_INFINITY;
  #failing = false;
  #isStopped = false;
  /** A change was announced while a read was under way, which may have begun before it. */
  #isStale = false;
  readonly #now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: Pick<LinkCache, 'invalidate'>,
    private readonly log: Logger,
    private readonly options: LinkChangeFeedOptions = defaultLinkChangeFeedOptions,
  ) {
    this.#now = options.now ?? Date.now;
  }

  /** Starts after the newest change (the cache is empty) and reads on a timer. */
  async start(): Promise<void> {
    this.#after = await latestLinkChangeId(this.db);
    this.#schedule();
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#reading?.catch(() => {});
  }

  /** Applies every change not applied yet; returns how many. One read at a time. */
  read(): Promise<number> {
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null;
      if (this.#isStale) {
        this.#isStale = false;
        this.readSoon();
      }
    });
    return this.#reading;
  }

  /**
   * Reads now, not at the next tick: another process announced a change (Redis). A failed
   * read is left to the timer, which retries and logs it.
   */
  readSoon(): void {
    if (this.#isStopped) return;
    if (this.#reading) this.#isStale = true;
    else this.read().catch(() => {});
  }

  #schedule(): void {
    this.#timer = setTimeout(async () => {
      try {
        await this.read();
        if (this.#failing) this.log.info('link change feed readable again');
        this.#failing = false;
      } catch (error) {
        if (!this.#failing) this.log.warn({ err: error }, 'reading link changes failed; retrying');
        this.#failing = true;
      }
      if (this.#timer) this.#schedule();
    }, this.options.everyMs);
    this.#timer.unref();
  }

  async #read(): Promise<number> {
    const now = this.#now();
    let applied = 0;
    for (;;) {
      const changes = await linkChangesAfter(this.db, this.#after, BATCH);
      for (const change of changes) {
        for (let id = this.#after + 1; id < change.id && this.#gaps.size < MAX_GAPS; id++)
          this.#gaps.set(id, now);
        this.#apply(change);
        this.#after = change.id;
      }
      applied += changes.length;
      if (changes.length < BATCH) break;
    }
    if (this.#gaps.size > 0) {
      const late = await linkChangesWithIds(this.db, [...this.#gaps.keys()].slice(0, BATCH));
      for (const change of late) {
        this.#gaps.delete(change.id);
        this.#apply(change);
      }
      applied += late.length;
      for (const [id, missedAt] of this.#gaps)
        if (now - missedAt >= this.options.gapWaitMs) this.#gaps.delete(id);
    }
    if (now - this.#prunedAt >= this.options.pruneEveryMs) {
      this.#prunedAt = now;
      await pruneLinkChanges(this.db, now - this.options.keepMs);
    }
    return applied;
  }

  #apply(change: LinkChange): void {
    this.cache.invalidate(change.domain, change.code);
  }
}
