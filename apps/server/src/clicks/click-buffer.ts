import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { ClickSpool, SpoolRange } from './click-spool.js';
import { spoolBatchKey } from './click-worker-protocol.js';
import { ClickWriterThread } from './click-writer-thread.js';
import { cutClick, type RawClick } from './raw-click.js';
import { replayOrphanSpools } from './replay-spools.js';

/** The most batches one write (one transaction) carries when the writer has fallen behind. */
const MAX_WRITE_BATCHES = 10;
/** How often the spools of processes that died are looked for (and at start). */
const REPLAY_EVERY_MS = 60_000;
/**
 * After a failed write the next waits this long, doubling up to RETRY_MAX_MS: a database
 * that refuses at once (PostgreSQL down) was otherwise tried at every full batch, each try
 * reading and enriching up to 50,000 clicks on the writer thread, beside the redirects.
 */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 5000;

export interface ClickBufferOptions {
  /** Flush when this many clicks wait… */
  maxBatch: number;
  /** …or this often. */
  intervalMs: number;
  /** Where clicks are kept on disk until written (click-spool.ts). */
  spool: ClickSpool;
}

/**
 * Defaults for the server: batches of 5,000 (fewer wakeups of the writer under load) or
 * every second, written as they come, a minute of load during that minute (bench/).
 */
export function defaultClickBufferOptions(): Omit<ClickBufferOptions, 'spool'> {
  return {
    maxBatch: 5000,
    intervalMs: 1000,
  };
}

/** Records of one spool file (`fileId`, at `file`): a batch, written in one go. */
interface Batch extends SpoolRange {
  fileId: string;
  file: string;
}

const emptyBatch = (): Batch => ({ fileId: '', file: '', seq: 0, count: 0, offset: 0, bytes: 0 });

/**
 * Clicks wait in the spool, on disk, and go in batches to the click writer thread, which
 * reads them from the spool file, enriches them and writes each write's batches in one
 * transaction. The redirect never waits: `record` appends to the spool's turn, and this
 * buffer keeps only where each batch's records are. A batch whose write failed (or whose
 * thread died) comes back to the front of the queue for the next flush, with the key it
 * was first sent with: if that write had committed after all, the next stores nothing
 * (click-repository.ts). `stop` writes everything before the process exits.
 */
export class ClickBuffer {
  /**
   * Full batches, oldest first, each in the spool file it was appended to: the current one,
   * or one retired and kept until its batches are written (#rotate).
   */
  readonly #batches: Batch[] = [];
  /** The batch being filled. */
  #filling = emptyBatch();
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly #writer: ClickWriterThread;
  #stored = 0;
  #replayTimer: NodeJS.Timeout | null = null;
  #replaying: Promise<number> | null = null;
  /** Writes that failed in a row, and when the timer or a full batch may try again (ms). */
  #failures = 0;
  #retryAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: ClickBufferOptions,
  ) {
    this.#writer = new ClickWriterThread(db.settings, log);
    options.spool.onTurnLost((seq, offset) => this.#forgetFrom(seq, offset));
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (Date.now() < this.#retryAt) return;
      void this.#drain('all').then(() => this.#rotate());
    }, this.options.intervalMs);
    this.#timer.unref();
    this.options.spool.open();
    void this.replayOrphans();
    this.#replayTimer = setInterval(() => void this.replayOrphans(), REPLAY_EVERY_MS);
    this.#replayTimer.unref();
  }

  /**
   * Writes the clicks that processes of this data folder spooled and never wrote because
   * they died (replay-spools.ts); never throws (a failure is logged and tried again later).
   */
  replayOrphans(): Promise<number> {
    const { spool } = this.options;
    this.#replaying ??= replayOrphanSpools({
      dir: spool.dir,
      db: this.db,
      log: this.log,
      isOwn: (fileId) => spool.isOwn(fileId),
      write: async (file, batches) => {
        await this.#writer.write(file, batches);
        for (const { count } of batches) this.#stored += count;
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
    return this.options.spool.unwrittenBytes;
  }

  /** Clicks dropped because the spool was full or failing. */
  get droppedCount(): number {
    return this.options.spool.droppedCount;
  }

  /**
   * Takes the click of a redirect; `answer` sends the redirect, once the click is on disk
   * (at once when the spool drops it).
   */
  record(click: RawClick, answer?: () => void): void {
    const { spool } = this.options;
    const seq = spool.append(cutClick(click), answer);
    if (seq === null) return;
    const filling = this.#filling;
    if (filling.count === 0) {
      filling.fileId = spool.fileId;
      filling.file = spool.file;
      filling.seq = seq;
      filling.offset = spool.lastRecordOffset;
    }
    filling.count += 1;
    filling.bytes += spool.lastRecordBytes;
    if (filling.count >= this.options.maxBatch) {
      this.#queueFilling();
      if (!this.#flushing && Date.now() >= this.#retryAt) void this.#drain('full');
    }
  }

  /** Clicks written since start, for the benchmark's accounting. */
  get storedCount(): number {
    return this.#stored;
  }

  get pendingCount(): number {
    let clicks = this.#filling.count;
    for (const batch of this.#batches) clicks += batch.count;
    return clicks;
  }

  /** Writes everything pending (after a write under way, and now, after a failure too); never throws. */
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
        'clicks not written at shutdown: the next start writes them from the spool',
      );
    // A spool whose clicks are all written goes; one that still holds some stays to replay.
    this.options.spool.close(this.pendingCount === 0);
    await this.#writer.close();
  }

  #queueFilling(): void {
    this.#batches.push(this.#filling);
    this.#filling = emptyBatch();
  }

  /**
   * Retires the spool's file once it is large or old (the batch being filled is queued
   * first, so every batch lies in one file), and deletes retired files none of whose
   * batches wait.
   */
  #rotate(): void {
    const { spool } = this.options;
    if (spool.isRotationDue) {
      if (this.#filling.count > 0) this.#queueFilling();
      spool.rotate();
    }
    for (const id of spool.retiredIds)
      if (!this.#batches.some((batch) => batch.fileId === id)) spool.release(id);
  }

  /**
   * The spool lost its current file's records from position `seq` (byte `offset`) on: so
   * do the batches.
   */
  #forgetFrom(seq: number, offset: number): void {
    const { fileId } = this.options.spool;
    for (const batch of [...this.#batches, this.#filling]) {
      if (batch.fileId !== fileId) continue;
      batch.count = Math.max(0, Math.min(batch.count, seq - batch.seq));
      batch.bytes = Math.max(0, Math.min(batch.bytes, offset - batch.offset));
    }
    while (this.#batches.at(-1)?.count === 0) this.#batches.pop();
    if (this.#filling.count === 0) this.#filling = emptyBatch();
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
    const { spool } = this.options;
    for (;;) {
      if (this.#batches.length === 0) {
        if (what === 'full' || this.#filling.count === 0) return;
        this.#queueFilling();
      }
      // One write reads one file: the first batch's, and the batches after it in that file.
      const file = this.#batches[0]?.file;
      let take = 0;
      while (take < MAX_WRITE_BATCHES && this.#batches[take]?.file === file) take += 1;
      // The thread reads these records from the file: this turn's go to disk first (a
      // failed write takes its records out of the batches: #forgetFrom).
      const last = this.#batches[take - 1];
      if (last && file === spool.file && last.offset + last.bytes > spool.writtenBytes)
        spool.writeTurn();
      const batches = this.#batches.splice(0, take).filter((batch) => batch.count > 0);
      if (!file || batches.length === 0) continue;
      try {
        await this.#writer.write(
          file,
          batches.map(({ fileId, seq, count, offset, bytes }) => ({
            key: spoolBatchKey(fileId, seq, count),
            count,
            offset,
            bytes,
          })),
        );
        for (const { count } of batches) this.#stored += count;
        this.#failures = 0;
        this.#retryAt = 0;
        spool.written(batches.reduce((sum, batch) => sum + batch.bytes, 0));
        this.#rotate();
      } catch (error) {
        // Put the batches back in front, in order, and try again later.
        this.#batches.unshift(...batches);
        const retryInMs = Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** this.#failures);
        this.#failures += 1;
        this.#retryAt = Date.now() + retryInMs;
        this.log.error(
          { err: error, waiting: this.pendingCount, retryInMs },
          'writing clicks failed; will retry',
        );
        return;
      }
    }
  }
}
