import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock } from '../context.js';
import { DevOutbox } from './dev-outbox.js';
import type { Mailer } from './message.js';
import { createSmtpMailer } from './smtp-mailer.js';

export interface MailSetup {
  mailer: Mailer;
  /** Present only when mail is not sent for real. */
  outbox: DevOutbox | null;
}

export function createMailer(config: Config, log: Logger, clock: Clock): MailSetup {
  if (config.mail.smtpUrl) {
    return { mailer: createSmtpMailer(config.mail.smtpUrl, config.mail.from), outbox: null };
  }
  const outbox = new DevOutbox(config.mail.from, log, clock);
  return { mailer: outbox, outbox };
}
