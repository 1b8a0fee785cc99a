import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { ClickWriterThread } from './click-writer-thread.js';
import { LoopLoad } from './loop-load.js';
import { clickBytes, cutClick, type RawClick } from './raw-click.js';

/** The most batches one write (one transaction) carries when the writer has fallen behind. */
const MAX_WRITE_BATCHES = 10;

export interface ClickDeferral {
  /** While this says busy, full batches wait in memory instead of going to the writer… */
  load: LoopLoad;
  /** …unless this many bytes of clicks (clickBytes) wait already… */
  maxBytes: number;
  /** …or the oldest waiting click is this old (ms). */
  maxAgeMs: number;
}

export interface ClickBufferOptions {
  /** Flush when this many clicks wait… */
  maxBatch: number;
  /** …or this often. */
  intervalMs: number;
  /** Let writes wait while the redirects' thread is saturated (off when absent). */
  deferral?: ClickDeferral;
}

/**
 * Defaults for the server: batches of 1,000 or every second; while the redirects' thread
 * is saturated (busy three quarters of the time, until under half), up to 15 s or 64 MB of
 * clicks wait, so a burst of redirects does not share the processors with writing, which
 * catches up after it. The bound is in bytes because a click takes from under a hundred
 * bytes to several KB (user agent and referrer are cut at 2,048 characters each).
 */
export function defaultClickBufferOptions(): ClickBufferOptions {
  return {
    maxBatch: 1000,
    intervalMs: 1000,
    deferral: {
      load: new LoopLoad({ everyMs: 100, busyShare: 0.75, idleShare: 0.5 }),
      maxBytes: 64 * 1024 * 1024,
      maxAgeMs: 15_000,
    },
  };
}

/** A batch waiting to be written, the key that makes writing it idempotent, and its size. */
interface KeyedBatch {
  key: string;
  clicks: RawClick[];
  bytes: number;
}

/**
 * Clicks wait here, in memory, and go in batches to the click writer thread, which
 * enriches them and writes each batch in one transaction. The redirect never waits:
 * `record` is a synchronous push into a batch. A batch whose write failed (or whose
 * thread died) comes back to the front of the queue for the next flush, with the key it
 * was first sent with: if that write had committed after all, the next stores nothing
 * (click-repository.ts). `stop` writes everything before the process exits.
 */
export class ClickBuffer {
  /** Full batches, oldest first (then the clicks of the one being filled). */
  readonly #batches: KeyedBatch[] = [];
  /** Batch keys: this process's own prefix, then a sequence number. */
  readonly #keyPrefix = randomUUID();
  #nextKey = 1;
  #filling: RawClick[] = [];
  #fillingBytes = 0;
  /** The bytes of #batches. */
  #batchBytes = 0;
  /** When the oldest click waiting was recorded (ms), or null when none waits. */
  #oldestAt: number | null = null;
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly #writer: ClickWriterThread;
  #stored = 0;

  constructor(
    db: Db,
    private readonly log: Logger,
    private readonly options: ClickBufferOptions = defaultClickBufferOptions(),
  ) {
    this.#writer = new ClickWriterThread(db.settings, log);
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.#drain('due'), this.options.intervalMs);
    this.#timer.unref();
    this.options.deferral?.load.start();
  }

  record(click: RawClick): void {
    if (this.#oldestAt === null) this.#oldestAt = click.at;
    const cut = cutClick(click);
    this.#filling.push(cut);
    this.#fillingBytes += clickBytes(cut);
    if (this.#filling.length >= this.options.maxBatch) {
      this.#queueFilling();
      if (!this.#flushing && !this.#isHeld()) void this.#drain('full');
    }
  }

  /** Clicks written since start, for the benchmark's accounting. */
  get storedCount(): number {
    return this.#stored;
  }

  get pendingCount(): number {
    let clicks = this.#filling.length;
    for (const batch of this.#batches) clicks += batch.clicks.length;
    return clicks;
  }

  /** Writes everything pending (after a write under way), busy or not; never throws. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.pendingCount > 0) await this.#drain('all');
  }

  /** Stops the timer, writes everything (retrying if the database hiccups), ends the thread. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.options.deferral?.load.stop();
    for (let attempt = 0; attempt < 5 && (this.pendingCount > 0 || this.#flushing); attempt++) {
      await this.flush();
      if (this.pendingCount > 0)
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    if (this.pendingCount > 0)
      this.log.error({ lost: this.pendingCount }, 'clicks not written at shutdown');
    await this.#writer.close();
  }

  #queueFilling(): void {
    const batch = {
      key: `${this.#keyPrefix}/${this.#nextKey++}`,
      clicks: this.#filling,
      bytes: this.#fillingBytes,
    };
    this.#batches.push(batch);
    this.#batchBytes += batch.bytes;
    this.#filling = [];
    this.#fillingBytes = 0;
  }

  /**
   * Whether writes wait: while the redirects' thread is saturated, writing (the transfer
   * here, enrichment and SQL on the writer thread) would take processor time from it.
   * Bounded in bytes and in age, so a sustained overload writes as it goes and memory
   * stays bounded.
   */
  #isHeld(): boolean {
    const deferral = this.options.deferral;
    if (!deferral?.load.isBusy || this.#oldestAt === null) return false;
    return this.#batchBytes < deferral.maxBytes && Date.now() - this.#oldestAt < deferral.maxAgeMs;
  }

  /**
   * What goes: 'full' batches (as they fill), or everything 'due' (the timer), unless
   * writes are held; or 'all' (flush, stop) regardless. A backlog goes in bigger
   * transactions (up to MAX_WRITE_BATCHES batches) so the writer catches up instead of
   * falling further behind.
   */
  #drain(what: 'full' | 'due' | 'all'): Promise<void> {
    this.#flushing ??= this.#writePending(what).finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #writePending(what: 'full' | 'due' | 'all'): Promise<void> {
    for (;;) {
      if (what !== 'all' && this.#isHeld()) return;
      if (this.#batches.length === 0) {
        if (what === 'full' || this.#filling.length === 0) return;
        this.#queueFilling();
      }
      const taken = this.#batches.splice(0, MAX_WRITE_BATCHES);
      if (this.#batches.length === 0 && this.#filling.length === 0) this.#oldestAt = null;
      const clicks =
        taken.length === 1
          ? (taken[0] as KeyedBatch).clicks
          : taken.flatMap((batch) => batch.clicks);
      const keys = taken.map(({ key, clicks }) => ({ key, count: clicks.length }));
      const bytes = taken.reduce((sum, batch) => sum + batch.bytes, 0);
      this.#batchBytes -= bytes;
      try {
        await this.#writer.write(clicks, keys);
        for (const { count } of keys) this.#stored += count;
      } catch (error) {
        // Put the batches back in front, in order, and try again on the next flush.
        this.#batches.unshift(...taken);
        this.#batchBytes += bytes;
        this.#oldestAt ??= Date.now();
        this.log.error(
          { err: error, waiting: this.pendingCount },
          'writing clicks failed; will retry',
        );
        return;
      }
    }
  }
}
