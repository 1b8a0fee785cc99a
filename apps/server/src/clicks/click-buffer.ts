import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { ClickWriterThread } from './click-writer-thread.js';
import { FIELDS, type PackedClicks, packClick, type RawClick } from './raw-click.js';

/** The most batches one write (one transaction) carries when the writer has fallen behind. */
const MAX_WRITE_BATCHES = 10;

export interface ClickBufferOptions {
  /** Flush when this many clicks wait… */
  maxBatch: number;
  /** …or this often. */
  intervalMs: number;
}

/**
 * Clicks wait here, in memory, and go in batches to the click writer thread, which
 * enriches them and writes each batch in one transaction. The redirect never waits:
 * `record` is a synchronous push. A batch whose write failed (or whose thread died) comes
 * back to the front of the queue for the next flush; `stop` writes everything before the
 * process exits.
 */
export class ClickBuffer {
  #pending: PackedClicks = [];
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly #writer: ClickWriterThread;
  #stored = 0;

  constructor(
    db: Db,
    private readonly log: Logger,
    private readonly options: ClickBufferOptions = { maxBatch: 1000, intervalMs: 1000 },
  ) {
    this.#writer = new ClickWriterThread(db.settings, log);
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.options.intervalMs);
    this.#timer.unref();
  }

  record(click: RawClick): void {
    packClick(this.#pending, click);
    if (this.#pending.length >= this.options.maxBatch * FIELDS && !this.#flushing)
      void this.#drain(false);
  }

  /** Clicks written since start, for the benchmark's accounting. */
  get storedCount(): number {
    return this.#stored;
  }

  get pendingCount(): number {
    return this.#pending.length / FIELDS;
  }

  /** Writes everything pending (after a write under way); never throws. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#pending.length > 0) await this.#drain(true);
  }

  /** Stops the timer, writes everything (retrying if the database hiccups), ends the thread. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (let attempt = 0; attempt < 5 && (this.#pending.length > 0 || this.#flushing); attempt++) {
      await this.flush();
      if (this.#pending.length > 0)
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    if (this.#pending.length > 0)
      this.log.error({ lost: this.pendingCount }, 'clicks not written at shutdown');
    await this.#writer.close();
  }

  /**
   * Under load (`all` false) only full batches go: a transaction per 1,000 clicks costs far
   * less per click than one per few hundred. A backlog goes in bigger transactions (up to
   * MAX_WRITE_BATCHES batches) so the writer catches up instead of falling further behind.
   */
  #drain(all: boolean): Promise<void> {
    this.#flushing ??= this.#writePending(all).finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #writePending(all: boolean): Promise<void> {
    const full = this.options.maxBatch * FIELDS;
    const size = full * MAX_WRITE_BATCHES;
    while (this.#pending.length >= (all ? 1 : full)) {
      const batch = this.#pending.length <= size ? this.#pending : this.#pending.splice(0, size);
      if (batch === this.#pending) this.#pending = [];
      try {
        await this.#writer.write(batch);
        this.#stored += batch.length / FIELDS;
      } catch (error) {
        // Put the batch back in front, in order, and try again on the next flush.
        this.#pending = batch.concat(this.#pending);
        this.log.error(
          { err: error, waiting: this.pendingCount },
          'writing clicks failed; will retry',
        );
        return;
      }
    }
  }
}
