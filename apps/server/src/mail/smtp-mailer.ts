import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './message.js';

/**
 * Sends through the SMTP server named by SMTP_URL (credentials and TLS in the URL). A
 * server that does not answer fails the send within seconds (nodemailer waits minutes by
 * default): the request waiting on it answers, and the mail queue tries again later.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15_000,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
