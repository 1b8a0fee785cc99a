import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import { DevOutbox } from './dev-outbox.js';
import { MailQueue, withRetryQueue } from './mail-queue.js';
import type { Mailer } from './message.js';
import { createSmtpMailer } from './smtp-mailer.js';

export interface MailSetup {
  mailer: Mailer;
  /** Present only when mail is not sent for real. */
  outbox: DevOutbox | null;
  /** Mail the SMTP server did not take yet: start it with the server, stop it at close. */
  queue: MailQueue | null;
}

export function createMailer(
  config: Config,
  db: Kysely<Database>,
  log: Logger,
  clock: Clock,
): MailSetup {
  if (config.mail.smtpUrl) {
    const smtp = createSmtpMailer(config.mail.smtpUrl, config.mail.from);
    const queue = new MailQueue(db, smtp, log, clock);
    return { mailer: withRetryQueue(smtp, queue, log), outbox: null, queue };
  }
  const outbox = new DevOutbox(config.mail.from, log, clock);
  return { mailer: outbox, outbox, queue: null };
}
