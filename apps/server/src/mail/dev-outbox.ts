import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../context.js';
import type { Mailer, MailMessage, SentMail } from './message.js';

/** Enough for a day of local testing; the oldest go first. */
const OUTBOX_CAP = 200;
const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * The embedded default's mail: each message is logged with its links and kept in memory,
 * so a sign-up can be finished with no mail server (`GET /api/dev/outbox`).
 */
export class DevOutbox implements Mailer {
  readonly #messages: SentMail[] = [];

  constructor(
    private readonly from: string,
    private readonly log: Logger,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const sent: SentMail = {
      id: randomUUID(),
      from: this.from,
      sentAt: this.clock.now(),
      ...message,
    };
    this.#messages.push(sent);
    if (this.#messages.length > OUTBOX_CAP) this.#messages.shift();
    const links = [...new Set(message.text.match(LINK) ?? [])];
    this.log.info(
      { to: message.to, subject: message.subject, links },
      'mail kept in the dev outbox',
    );
  }

  /** Newest first. */
  list(): SentMail[] {
    return [...this.#messages].reverse();
  }
}
