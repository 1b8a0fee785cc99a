/** One outgoing email, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the dev outbox keeps it. */
export interface SentMail extends MailMessage {
  id: string;
  from: string;
  sentAt: number;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
