import type { Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them, the same on SQLite and PostgreSQL. Times are UTC epoch
 * milliseconds (bigint in PostgreSQL, read back as numbers) so range and bucket
 * arithmetic is identical on both engines.
 */
export interface Database {
  contact_messages: ContactMessagesTable;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number;
  handled_at: number | null;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
