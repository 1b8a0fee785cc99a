import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { NewClick } from '../db/schema.js';
import { type ClickWriter, createClickWriter } from './click-repository.js';
import { enrichClick } from './enrich-click.js';
import type { RawClick } from './raw-click.js';
import { dayOf, VisitorSalts } from './visitor-salts.js';

export interface ClickBufferOptions {
  /** Flush when this many clicks wait… */
  maxBatch: number;
  /** …or this often. */
  intervalMs: number;
}

/**
 * Clicks wait here, in memory, and are written in one transaction per batch. The redirect
 * never waits: `record` is synchronous. A failed write keeps the batch for the next try;
 * `stop` writes everything before the process exits.
 */
export class ClickBuffer {
  #pending: RawClick[] = [];
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly #salts: VisitorSalts;
  readonly #write: ClickWriter;
  #stored = 0;

  constructor(
    db: Db,
    private readonly log: Logger,
    private readonly options: ClickBufferOptions = { maxBatch: 1000, intervalMs: 1000 },
  ) {
    this.#salts = new VisitorSalts(db.kysely);
    this.#write = createClickWriter(db);
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.options.intervalMs);
    this.#timer.unref();
  }

  record(click: RawClick): void {
    this.#pending.push(click);
    if (this.#pending.length >= this.options.maxBatch) void this.flush();
  }

  /** Clicks written since start, for the benchmark's accounting. */
  get storedCount(): number {
    return this.#stored;
  }

  get pendingCount(): number {
    return this.#pending.length;
  }

  /** Writes what is pending; concurrent calls share one write. Never throws. */
  flush(): Promise<void> {
    this.#flushing ??= this.#writePending().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  /** Stops the timer and writes everything, retrying a few times if the database hiccups. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (let attempt = 0; attempt < 5 && (this.#pending.length > 0 || this.#flushing); attempt++) {
      await this.flush();
      if (this.#pending.length > 0)
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    if (this.#pending.length > 0)
      this.log.error({ lost: this.#pending.length }, 'clicks not written at shutdown');
  }

  async #writePending(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, this.options.maxBatch);
      try {
        const rows = await this.#enrich(batch);
        await this.#write(rows);
        this.#stored += batch.length;
      } catch (error) {
        // Put the batch back in front, in order, and try again on the next flush.
        this.#pending = batch.concat(this.#pending);
        this.log.error(
          { err: error, waiting: this.#pending.length },
          'writing clicks failed; will retry',
        );
        return;
      }
    }
  }

  async #enrich(batch: RawClick[]): Promise<NewClick[]> {
    const salts = new Map<number, string>();
    for (const click of batch) {
      const day = dayOf(click.at);
      if (!salts.has(day)) salts.set(day, await this.#salts.forDay(day));
    }
    return batch.map((click) => enrichClick(click, salts.get(dayOf(click.at)) ?? ''));
  }
}
