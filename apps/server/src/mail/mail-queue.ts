import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { Mailer, MailMessage } from './message.js';

/** The first retry waits this long; each failure doubles the wait, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 5000;
const MAX_DELAY_MS = 60 * 60_000;
/** About a day of tries (5 s, 10 s, … then hourly): past it the mail is given up, loudly. */
const MAX_ATTEMPTS = 30;
/** How often the timer looks whether anything is due (a look reads the database only then). */
const TICK_MS = 1000;
/** Rows of other processes (or of before a restart) are looked for at least this often. */
const LOOK_EVERY_MS = 60_000;
/** A row being sent is pushed this far ahead, so another process leaves it alone meanwhile. */
const CLAIM_MS = 60_000;
const BATCH = 20;

/**
 * Mail the SMTP server did not take, kept in the database (`mail_queue`) and sent again
 * with a growing delay by every server process, so a mail server that is down or refusing
 * loses no verification or reset mail: it goes out once the server is back.
 */
export class MailQueue {
  #timer: NodeJS.Timeout | null = null;
  #nextLookAt = 0;
  #draining: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sender: Mailer,
    private readonly log: Logger,
    private readonly clock: Clock,
  ) {}

  /** Keeps `message` to try again after FIRST_DELAY_MS; `error` is why sending failed. */
  async enqueue(message: MailMessage, error: unknown): Promise<void> {
    const now = this.clock.now();
    const nextAttemptAt = now + FIRST_DELAY_MS;
    await this.db
      .insertInto('mail_queue')
      .values({
        id: randomUUID(),
        message: JSON.stringify(message),
        attempts: 1,
        next_attempt_at: nextAttemptAt,
        last_error: errorText(error),
        created_at: now,
      })
      .execute();
    this.#nextLookAt = Math.min(this.#nextLookAt, nextAttemptAt);
  }

  start(): void {
    this.#nextLookAt = this.clock.now();
    this.#timer ??= setInterval(() => void this.drainDue(), TICK_MS);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#draining;
  }

  /** Sends the mail that is due, once at a time; never throws. */
  drainDue(): Promise<void> {
    if (this.#draining || this.clock.now() < this.#nextLookAt) return Promise.resolve();
    this.#draining = this.#sendDue()
      .catch((error: unknown) => {
        // The database itself is away: look again a little later.
        this.#nextLookAt = this.clock.now() + FIRST_DELAY_MS;
        this.log.warn({ err: error }, 'mail queue: could not read the queue');
      })
      .finally(() => {
        this.#draining = null;
      });
    return this.#draining;
  }

  async #sendDue(): Promise<void> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      if (await this.#claim(row.id, row.next_attempt_at, now)) await this.#send(row);
    }
    const next = await this.db
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .executeTakeFirst();
    const nextAt = next?.at == null ? Number.POSITIVE_INFINITY : Number(next.at);
    this.#nextLookAt = Math.min(nextAt, this.clock.now() + LOOK_EVERY_MS);
  }

  /** Takes the row for this process (unless another one took it since it was read). */
  async #claim(id: string, seenAt: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('mail_queue')
      .set({ next_attempt_at: now + CLAIM_MS })
      .where('id', '=', id)
      .where('next_attempt_at', '=', seenAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async #send(row: { id: string; message: string; attempts: number }): Promise<void> {
    const message = JSON.parse(row.message) as MailMessage;
    try {
      await this.sender.send(message);
    } catch (error) {
      const attempts = row.attempts + 1;
      if (attempts > MAX_ATTEMPTS) {
        await this.db.deleteFrom('mail_queue').where('id', '=', row.id).execute();
        this.log.error(
          { err: error, to: message.to, subject: message.subject, attempts: row.attempts },
          'mail given up after repeated failures',
        );
        return;
      }
      const delay = Math.min(FIRST_DELAY_MS * 2 ** (attempts - 1), MAX_DELAY_MS);
      await this.db
        .updateTable('mail_queue')
        .set({
          attempts,
          next_attempt_at: this.clock.now() + delay,
          last_error: errorText(error),
        })
        .where('id', '=', row.id)
        .execute();
      this.log.warn({ to: message.to, attempts, err: error }, 'mail still not sent; will retry');
      return;
    }
    await this.db.deleteFrom('mail_queue').where('id', '=', row.id).execute();
    this.log.info({ to: message.to, attempts: row.attempts }, 'queued mail sent');
  }
}

/**
 * `sender`, with a failed send kept in `queue` instead of lost: the caller hears success
 * (its mail will go out), unless the mail could not even be queued.
 */
export function withRetryQueue(sender: Mailer, queue: MailQueue, log: Logger): Mailer {
  return {
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        log.warn({ err: error, to: message.to, subject: message.subject }, 'mail queued to retry');
        await queue.enqueue(message, error);
      }
    },
  };
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
