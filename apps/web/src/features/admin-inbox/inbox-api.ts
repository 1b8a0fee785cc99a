import type { HandledBody, InboxEntry, InboxKind, InboxPage } from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';

export type {
  ContactEntry,
  InboxEntry,
  InboxKind,
  InboxPage,
  InquiryEntry,
  ReportEntry,
} from '@kurz/shared';

export const INBOX_PAGE_SIZE = 20;

export const fetchInboxPage = (kind: InboxKind, page: number) =>
  api.get<InboxPage>(withQuery(`/api/admin/inbox/${kind}`, { page, limit: INBOX_PAGE_SIZE }));

export const patchInboxHandled = (kind: InboxKind, id: string, handled: boolean) =>
  api.patch<InboxEntry>(`/api/admin/inbox/${kind}/${encodeURIComponent(id)}`, {
    handled,
  } satisfies HandledBody);
