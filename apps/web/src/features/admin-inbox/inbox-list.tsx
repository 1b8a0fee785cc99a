import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { LoadError } from '../../app/ui/load-error';
import { Pager } from '../../app/ui/pager';
import { INBOX_PAGE_SIZE, type InboxKind } from './inbox-api';
import { InboxEntryView } from './inbox-entries';
import { useInboxPage } from './use-inbox';

const EMPTY: Record<InboxKind, string> = {
  'contact-messages': 'No contact messages yet.',
  'enterprise-inquiries': 'No enterprise inquiries yet.',
  'link-reports': 'No reported links yet.',
};

/** One inbox, a page at a time, newest first. */
export function InboxList({
  kind,
  page,
  onPage,
}: {
  kind: InboxKind;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useInboxPage(kind, page);

  if (query.isPending) return <LoadingSpinner message="Loading inbox..." />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  if (total === 0) {
    return <p className="py-16 text-center text-slate-600 dark:text-slate-400">{EMPTY[kind]}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
        {items.map((entry) => (
          <li key={entry.id}>
            <InboxEntryView kind={kind} entry={entry} />
          </li>
        ))}
      </ul>
      <Pager label="Inbox pages" page={page} pages={pages} onPage={onPage}>
        Page {page} of {pages} · {total} in total
      </Pager>
    </div>
  );
}
