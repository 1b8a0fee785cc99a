import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './message.js';

/** Sends through the SMTP server named by SMTP_URL (credentials and TLS in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
