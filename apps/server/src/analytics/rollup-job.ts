import type { Logger } from 'pino';
import type { Clock } from '../context.js';
import type { Db } from '../db/database.js';
import { rollUpClicks } from './roll-up-clicks.js';

/**
 * Runs the rollup every few seconds and once more on close. Queries read the clicks not
 * yet rolled up directly, so the interval only bounds how much raw tail they read.
 */
export class RollupJob {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly intervalMs = 2000,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.run(), this.intervalMs);
    this.#timer.unref();
  }

  /** One pass; overlapping calls share it. Never throws: a failure is logged and retried. */
  run(): Promise<void> {
    this.#running ??= rollUpClicks({ db: this.db, now: this.clock.now() })
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'analytics rollup failed'))
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.run();
  }
}
