import type { ContactEntry, InboxEntry, InboxKind, InquiryEntry } from '@kurz/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { ContactMessage, Database, EnterpriseInquiry } from '../db/schema.js';
import { toReportEntries } from '../moderation/report-entries.js';
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
  list(db: Kysely<Database>, limit: number, offset: number, config: Config): Promise<InboxEntry[]>;
  count(db: Kysely<Database>): Promise<number>;
  find(db: Kysely<Database>, id: string, config: Config): Promise<InboxEntry | undefined>;
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

/** Link reports carry the link they name as it is now, read with the page. */
const linkReports: InboxSource = {
  list: async (db, limit, offset, config) =>
    toReportEntries(db, config, await listInboxRows(db, 'link_reports', limit, offset)),
  count: (db) => countInboxRows(db, 'link_reports'),
  find: async (db, id, config) => {
    const row = await findInboxRow(db, 'link_reports', id);
    return row && (await toReportEntries(db, config, [row]))[0];
  },
  mark: (db, id, at) => markInboxRowHandled(db, 'link_reports', id, at),
};

/** The tables behind the admin inbox, read and toggled the same way. */
export const INBOX_SOURCES: Record<InboxKind, InboxSource> = {
  'contact-messages': sourceOf('contact_messages', toContactItem),
  'enterprise-inquiries': sourceOf('enterprise_inquiries', toInquiryItem),
  'link-reports': linkReports,
};
