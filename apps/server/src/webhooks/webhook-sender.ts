import { WEBHOOK_LOG_DAYS } from '@kurz/shared';
import { type DeliverCtx, deliverWebhook } from './deliver-webhook.js';
import { claimDelivery, dueDeliveries, pruneDeliveries } from './delivery-repository.js';

/** How often the timer looks whether anything is due (a look reads the database only then). */
const TICK_MS = 1000;
/** Rows other processes queued (or from before a restart) are looked for at least this often. */
const LOOK_EVERY_MS = 10_000;
/** A claimed row is pushed this far ahead, so other processes leave it meanwhile (> 5 s timeout). */
const CLAIM_MS = 60_000;
/** Deliveries sent at once: a slow receiver (up to the 5 s timeout) holds up no others. */
const BATCH = 10;
/** Rounds of BATCH per drain, so one drain ends and the timer stays responsive. */
const ROUNDS = 10;
const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Sends due webhook deliveries from `webhook_deliveries` in every server process: reads
 * the due rows, claims each (a conditional update pushing it ahead), posts it, records
 * the outcome. Started with the app, stopped on close; `wake()` makes new rows go at the
 * next tick. Once an hour, delivered and failed rows older than 30 days are deleted.
 */
export class WebhookSender {
  #timer: NodeJS.Timeout | null = null;
  #nextLookAt = 0;
  #nextPruneAt = 0;
  #draining: Promise<void> | null = null;

  constructor(private readonly ctx: DeliverCtx) {}

  /** Something was queued or replayed: look at the next tick. */
  wake(): void {
    this.#nextLookAt = 0;
  }

  start(): void {
    this.#nextLookAt = 0;
    this.#timer ??= setInterval(() => {
      if (this.ctx.clock.now() >= this.#nextLookAt) void this.drainDue();
    }, TICK_MS);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#draining;
  }

  /** Sends what is due now (after a drain under way, if any); never throws. */
  async drainDue(): Promise<void> {
    while (this.#draining) await this.#draining;
    this.#draining = this.#sendDue()
      .catch((error: unknown) => {
        this.#nextLookAt = this.ctx.clock.now() + LOOK_EVERY_MS;
        this.ctx.log.warn({ err: error }, 'webhooks: could not read the delivery queue');
      })
      .finally(() => {
        this.#draining = null;
      });
    await this.#draining;
  }

  async #sendDue(): Promise<void> {
    const { db, clock } = this.ctx;
    this.#nextLookAt = clock.now() + LOOK_EVERY_MS;
    for (let round = 0; round < ROUNDS; round++) {
      const now = clock.now();
      const due = await dueDeliveries(db, now, BATCH);
      await Promise.all(
        due.map(async (row) => {
          if (await claimDelivery(db, row.id, row.next_attempt_at, now + CLAIM_MS))
            await deliverWebhook(this.ctx, row);
        }),
      );
      if (due.length < BATCH) break;
      if (round === ROUNDS - 1) this.#nextLookAt = 0;
    }
    if (clock.now() >= this.#nextPruneAt) {
      this.#nextPruneAt = clock.now() + PRUNE_EVERY_MS;
      await pruneDeliveries(db, clock.now() - WEBHOOK_LOG_DAYS * DAY_MS);
    }
  }
}
