import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import type { Clock } from '../context.js';
import { MailQueue, withRetryQueue } from './mail-queue.js';
import { createSmtpMailer } from './smtp-mailer.js';

const log = pino({ level: 'silent' });
const mail = { to: 'ada@example.com', subject: 'Verify', text: 'Hello', html: '<p>Hello</p>' };

describe.each(testEngines)('mail queue on $name', (engine) => {
  let db: TestDatabase | undefined;
  let smtp: SmtpSink | undefined;
  afterEach(async () => {
    await db?.dispose();
    await smtp?.close();
    db = smtp = undefined;
  });

  it('keeps a mail the server refused and sends it once it is back, with a growing delay', async () => {
    db = await engine.open();
    smtp = await startSmtpSink();
    const clock: Clock & { at: number } = { at: 1_000_000, now: () => clock.at };
    const smtpMailer = createSmtpMailer(smtp.url, 'Kurz <no-reply@kurz.test>');
    const queue = new MailQueue(db.kysely, smtpMailer, log, clock);
    const mailer = withRetryQueue(smtpMailer, queue, log);
    const rows = () => db?.kysely.selectFrom('mail_queue').selectAll().execute() ?? [];

    smtp.refuse(true);
    await mailer.send(mail); // resolves: the mail is kept, not lost
    expect(await rows()).toMatchObject([{ attempts: 1, next_attempt_at: 1_005_000 }]);

    await queue.drainDue(); // not due yet: nothing tried
    clock.at = 1_005_000;
    await queue.drainDue(); // due, still refused: the next wait doubles
    expect(await rows()).toMatchObject([{ attempts: 2, next_attempt_at: 1_015_000 }]);
    expect(smtp.received).toHaveLength(0);

    smtp.refuse(false);
    clock.at = 1_015_000;
    await queue.drainDue();
    expect(smtp.received.map((received) => received.to)).toEqual([['ada@example.com']]);
    expect(await rows()).toEqual([]);
    clock.at += 60_000;
    await queue.drainDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends at once, queueing nothing, while the server takes mail', async () => {
    db = await engine.open();
    smtp = await startSmtpSink();
    const smtpMailer = createSmtpMailer(smtp.url, 'Kurz <no-reply@kurz.test>');
    const queue = new MailQueue(db.kysely, smtpMailer, log, { now: () => Date.now() });
    await withRetryQueue(smtpMailer, queue, log).send(mail);
    expect(smtp.received).toHaveLength(1);
    expect(await db.kysely.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
  });
});
