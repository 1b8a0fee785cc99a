import { useSearchParams } from 'react-router';
import { RequireAdmin } from '../../app/require-admin';
import { focusRing } from '../../app/ui/focus-ring';
import type { InboxKind } from './inbox-api';
import { InboxList } from './inbox-list';

const TABS: readonly { kind: InboxKind; label: string }[] = [
  { kind: 'enterprise-inquiries', label: 'Enterprise inquiries' },
  { kind: 'contact-messages', label: 'Contact messages' },
  { kind: 'link-reports', label: 'Link reports' },
];

/** /admin/inbox: contact messages, enterprise leads and link reports, for admins (the server checks too). */
export function InboxPage() {
  return (
    <RequireAdmin>
      <InboxScreen />
    </RequireAdmin>
  );
}

function InboxScreen() {
  // The tab and page live in the URL, so a reload or a shared link opens the same view.
  const [search, setSearch] = useSearchParams();
  const kind: InboxKind =
    TABS.find((tab) => tab.kind === search.get('tab'))?.kind ?? 'enterprise-inquiries';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const go = (nextKind: InboxKind, nextPage: number) =>
    setSearch({ tab: nextKind, page: String(nextPage) });

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Inbox · Kurz</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Inbox</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Messages from the contact, enterprise inquiry and report-a-link forms, newest first. Mark
        each one handled once someone has answered it.
      </p>
      <div className="mt-6 flex gap-2 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            aria-pressed={tab.kind === kind}
            onClick={() => go(tab.kind, 1)}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${focusRing} ${
              tab.kind === kind
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="mt-6">
        <InboxList kind={kind} page={page} onPage={(next) => go(kind, next)} />
      </div>
    </section>
  );
}
