/** One outgoing email, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender (a form's author, for support mail). */
  replyTo?: string;
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
