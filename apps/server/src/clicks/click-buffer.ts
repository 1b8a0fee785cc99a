import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { ClickSpool } from './click-spool.js';
import { ClickWriterThread } from './click-writer-thread.js';
import { clickBytes, cutClick, type RawClick } from './raw-click.js';
import { replayOrphanSpools } from './replay-spools.js';

/** The most batches one write (one transaction) carries when the writer has fallen behind. */
const MAX_WRITE_BATCHES = 10;
/** How often the spools of processes that died are looked for (and at start). */
const REPLAY_EVERY_MS = 60_000;

export interface ClickBufferOptions {
  /** Flush when this many clicks wait… */
  maxBatch: number;
  /** …or this often. */
  intervalMs: number;
  /** Where clicks are kept on disk until written (click-spool.ts); in memory only when absent. */
  spool?: ClickSpool;
  /**
   * With a spool, at most this many bytes of clicks (clickBytes) wait in memory; past it
   * they wait on disk only and are read back from the spool as the writer catches up.
   */
  maxMemoryBytes?: number;
}

/** Clicks held in memory at most while the database is slow or down (the rest on disk). */
const MAX_MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * Defaults for the server: batches of 5,000 (fewer wakeups of the writer under load) or
 * every second, written as they come, a minute of load during that minute (bench/).
 */
export function defaultClickBufferOptions(): ClickBufferOptions {
  return {
    maxBatch: 5000,
    intervalMs: 1000,
  };
}

/** A batch waiting to be written, the key that makes writing it idempotent, and its size. */
interface KeyedBatch {
  key: string;
  clicks: RawClick[];
  bytes: number;
  /** The bytes its clicks take in the spool, freed there once written. */
  spoolBytes: number;
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
  /** The spool positions of the batch being filled: first and last. */
  #fillingFirstSeq = 0;
  #fillingLastSeq = 0;
  #fillingSpoolBytes = 0;
  /** The bytes of #batches. */
  #batchBytes = 0;
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly #writer: ClickWriterThread;
  #stored = 0;
  #replayTimer: NodeJS.Timeout | null = null;
  /**
   * Clicks on disk only (memory was full): from this spool position and byte on, `count` of
   * them; read back once memory's are written.
   */
  #onDiskOnly: { seq: number; offset: number; count: number } | null = null;
  #replaying: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: ClickBufferOptions = defaultClickBufferOptions(),
  ) {
    this.#writer = new ClickWriterThread(db.settings, log);
  }

  start(): void {
    this.#timer ??= setInterval(
      () =>
        void this.#drain('all').then(() =>
          this.options.spool?.rotateIfDrained(this.pendingCount === 0),
        ),
      this.options.intervalMs,
    );
    this.#timer.unref();
    if (this.options.spool && !this.#replayTimer) {
      this.options.spool.open();
      void this.replayOrphans();
      this.#replayTimer = setInterval(() => void this.replayOrphans(), REPLAY_EVERY_MS);
      this.#replayTimer.unref();
    }
  }

  /**
   * Writes the clicks that processes of this data folder spooled and never wrote because
   * they died (replay-spools.ts); never throws (a failure is logged and tried again later).
   */
  replayOrphans(): Promise<number> {
    const { spool } = this.options;
    if (!spool) return Promise.resolve(0);
    this.#replaying ??= replayOrphanSpools({
      dir: spool.dir,
      db: this.db,
      log: this.log,
      ownFileId: spool.fileId,
      write: async (clicks, keys) => {
        await this.#writer.write(clicks, keys);
        this.#stored += clicks.length;
      },
    })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'replaying a click spool failed; will retry');
        return 0;
      })
      .finally(() => {
        this.#replaying = null;
      });
    return this.#replaying;
  }

  /** Bytes of clicks on disk not yet in the database. */
  get spoolBytes(): number {
    return this.options.spool?.unwrittenBytes ?? 0;
  }

  /** Clicks dropped because the spool was full or failing. */
  get droppedCount(): number {
    return this.options.spool?.droppedCount ?? 0;
  }

  /**
   * Takes the click of a redirect; `answer` sends the redirect, once the click is on disk
   * (with a spool; at once without one, or when the spool drops it).
   */
  record(click: RawClick, answer?: () => void): void {
    const cut = cutClick(click);
    const { spool } = this.options;
    if (spool) {
      const seq = spool.append(cut, answer);
      if (seq === null) return;
      if (this.#onDiskOnly || this.#memoryBytes() >= this.#maxMemoryBytes()) {
        this.#onDiskOnly ??= { seq, offset: spool.lastRecordOffset, count: 0 };
        this.#onDiskOnly.count += 1;
        return;
      }
      if (this.#filling.length === 0) this.#fillingFirstSeq = seq;
      this.#fillingLastSeq = seq;
      this.#fillingSpoolBytes += spool.lastRecordBytes;
    } else answer?.();
    this.#filling.push(cut);
    this.#fillingBytes += clickBytes(cut);
    if (this.#filling.length >= this.options.maxBatch) {
      this.#queueFilling();
      if (!this.#flushing) void this.#drain('full');
    }
  }

  /** Clicks written since start, for the benchmark's accounting. */
  get storedCount(): number {
    return this.#stored;
  }

  get pendingCount(): number {
    let clicks = this.#filling.length + (this.#onDiskOnly?.count ?? 0);
    for (const batch of this.#batches) clicks += batch.clicks.length;
    return clicks;
  }

  /** Writes everything pending (after a write under way); never throws. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.pendingCount > 0) await this.#drain('all');
  }

  /** Stops the timer, writes everything (retrying if the database hiccups), ends the thread. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#replayTimer) clearInterval(this.#replayTimer);
    this.#replayTimer = null;
    await this.#replaying;
    for (let attempt = 0; attempt < 5 && (this.pendingCount > 0 || this.#flushing); attempt++) {
      await this.flush();
      if (this.pendingCount > 0)
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    if (this.pendingCount > 0)
      this.log.error(
        { waiting: this.pendingCount },
        this.options.spool
          ? 'clicks not written at shutdown: the next start writes them from the spool'
          : 'clicks not written at shutdown',
      );
    // A spool whose clicks are all written goes; one that still holds some stays to replay.
    this.options.spool?.close(this.pendingCount === 0);
    await this.#writer.close();
  }

  #memoryBytes(): number {
    return this.#batchBytes + this.#fillingBytes;
  }

  #maxMemoryBytes(): number {
    return this.options.maxMemoryBytes ?? MAX_MEMORY_BYTES;
  }

  /**
   * Reads clicks that waited on disk only back into batches, as many as memory takes; the
   * positions follow on from where they were spooled, so their keys are what a replay of
   * the file would use.
   */
  #readBackFromDisk(): void {
    const { spool } = this.options;
    const waiting = this.#onDiskOnly;
    if (!spool || !waiting) return;
    const { clicks, sizes, next } = spool.readWritten(waiting.offset, this.#maxMemoryBytes() / 4);
    for (const [index, click] of clicks.entries()) {
      const seq = waiting.seq + index;
      if (this.#filling.length === 0) this.#fillingFirstSeq = seq;
      this.#fillingLastSeq = seq;
      this.#fillingSpoolBytes += sizes[index] ?? 0;
      this.#filling.push(click);
      this.#fillingBytes += clickBytes(click);
      if (this.#filling.length >= this.options.maxBatch) this.#queueFilling();
    }
    waiting.seq += clicks.length;
    waiting.count -= clicks.length;
    waiting.offset = next;
    // Caught up: new clicks wait in memory again.
    if (waiting.count === 0 && next === spool.appendedBytes) this.#onDiskOnly = null;
  }

  #queueFilling(): void {
    const { spool } = this.options;
    const batch = {
      // On the spool's positions, so a replay of the file knows what was committed.
      key: spool
        ? `${spool.fileId}:${this.#fillingFirstSeq}:${this.#fillingLastSeq}`
        : `${this.#keyPrefix}/${this.#nextKey++}`,
      clicks: this.#filling,
      bytes: this.#fillingBytes,
      spoolBytes: this.#fillingSpoolBytes,
    };
    this.#batches.push(batch);
    this.#batchBytes += batch.bytes;
    this.#filling = [];
    this.#fillingBytes = 0;
    this.#fillingSpoolBytes = 0;
  }

  /**
   * What goes: 'full' batches (as they fill), or 'all' (the timer, flush, stop). A backlog goes in bigger
   * transactions (up to MAX_WRITE_BATCHES batches) so the writer catches up instead of
   * falling further behind.
   */
  #drain(what: 'full' | 'all'): Promise<void> {
    this.#flushing ??= this.#writePending(what).finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #writePending(what: 'full' | 'all'): Promise<void> {
    for (;;) {
      if (this.#batches.length === 0 && this.#filling.length === 0) this.#readBackFromDisk();
      if (this.#batches.length === 0) {
        if (what === 'full' || this.#filling.length === 0) return;
        this.#queueFilling();
      }
      const taken = this.#batches.splice(0, MAX_WRITE_BATCHES);
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
        const { spool } = this.options;
        if (spool) {
          spool.written(taken.reduce((sum, batch) => sum + batch.spoolBytes, 0));
          spool.rotateIfDrained(this.pendingCount === 0);
        }
      } catch (error) {
        // Put the batches back in front, in order, and try again on the next flush.
        this.#batches.unshift(...taken);
        this.#batchBytes += bytes;
        this.log.error(
          { err: error, waiting: this.pendingCount },
          'writing clicks failed; will retry',
        );
        return;
      }
    }
  }
}
