import type { ContactEntry, InboxEntry, InboxKind, InquiryEntry } from '@kurz/shared';
import type { Kysely } from 'kysely';
import type { ContactMessage, Database, EnterpriseInquiry } from '../db/schema.js';
import {
  countInboxRows,
  findInboxRow,
  type InboxRow,
  type InboxTable,
  listInboxRows,
  markInboxRowHandled,
} from './inbox-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const toContactItem = (row: ContactMessage): ContactEntry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: new Date(row.created_at).toISOString(),
  handledAt: iso(row.handled_at),
});

export const toInquiryItem = (row: EnterpriseInquiry): InquiryEntry => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  companyName: row.company_name,
  businessEmail: row.business_email,
  phoneNumber: row.phone_number,
  jobTitle: row.job_title,
  companySize: row.company_size,
  primaryUseCase: row.primary_use_case,
  country: row.country,
  additionalInfo: row.additional_info,
  createdAt: new Date(row.created_at).toISOString(),
  handledAt: iso(row.handled_at),
});

interface InboxSource {
  list(db: Kysely<Database>, limit: number, offset: number): Promise<InboxEntry[]>;
  count(db: Kysely<Database>): Promise<number>;
  find(db: Kysely<Database>, id: string): Promise<InboxEntry | undefined>;
  mark(db: Kysely<Database>, id: string, at: number | null): Promise<boolean>;
}

function sourceOf<T extends InboxTable>(
  table: T,
  toItem: (row: InboxRow<T>) => InboxEntry,
): InboxSource {
  return {
    list: async (db, limit, offset) => (await listInboxRows(db, table, limit, offset)).map(toItem),
    count: (db) => countInboxRows(db, table),
    find: async (db, id) => {
      const row = await findInboxRow(db, table, id);
      return row && toItem(row);
    },
    mark: (db, id, at) => markInboxRowHandled(db, table, id, at),
  };
}

/** The two tables behind the admin inbox, read and toggled the same way. */
export const INBOX_SOURCES: Record<InboxKind, InboxSource> = {
  'contact-messages': sourceOf('contact_messages', toContactItem),
  'enterprise-inquiries': sourceOf('enterprise_inquiries', toInquiryItem),
};
