import { api } from '../../lib/api-client';

export type InboxKind = 'contact-messages' | 'enterprise-inquiries';

interface InboxEntryBase {
  id: string;
  createdAt: string;
  handledAt: string | null;
}

export interface ContactEntry extends InboxEntryBase {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface InquiryEntry extends InboxEntryBase {
  firstName: string;
  lastName: string;
  companyName: string;
  businessEmail: string;
  phoneNumber: string;
  jobTitle: string;
  companySize: string;
  primaryUseCase: string;
  country: string;
  additionalInfo: string | null;
}

export type InboxEntry = ContactEntry | InquiryEntry;

export interface InboxPage {
  items: InboxEntry[];
  page: number;
  limit: number;
  total: number;
}

export const INBOX_PAGE_SIZE = 20;

export const fetchInboxPage = (kind: InboxKind, page: number) =>
  api.get<InboxPage>(`/api/admin/inbox/${kind}?page=${page}&limit=${INBOX_PAGE_SIZE}`);

export const patchInboxHandled = (kind: InboxKind, id: string, handled: boolean) =>
  api.patch<InboxEntry>(`/api/admin/inbox/${kind}/${encodeURIComponent(id)}`, { handled });
