import type { ReactNode } from 'react';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface InboxEntryCardProps {
  title: string;
  from: string;
  /** No reply link without it (a report may come without an email). */
  replyTo: string | null;
  replySubject: string;
  createdAt: string;
  isHandled: boolean;
  isBusy: boolean;
  onToggle: () => void;
  /** More buttons beside the reply and handled ones (a report's 'Disable link'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One message, lead or report: who, when, what, whether someone dealt with it, and a reply link. */
export function InboxEntryCard(props: InboxEntryCardProps) {
  const { title, from, replyTo, replySubject, createdAt, isHandled, isBusy, onToggle } = props;
  const mailto = replyTo && `mailto:${replyTo}?subject=${encodeURIComponent(replySubject)}`;
  return (
    <article
      className={`rounded-2xl border p-5 shadow-sm ${
        isHandled
          ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50'
          : 'border-indigo-200 bg-white dark:border-indigo-500/40 dark:bg-slate-900'
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">
            {from} · <time dateTime={createdAt}>{dateFormat.format(new Date(createdAt))}</time>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            isHandled
              ? 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
              : 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200'
          }`}
        >
          {isHandled ? 'Handled' : 'Open'}
        </span>
      </header>
      <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">{props.children}</div>
      <footer className="mt-4 flex flex-wrap gap-2">
        {mailto ? (
          <a
            href={mailto}
            className={`inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/10 ${focusRing}`}
          >
            Reply by email
          </a>
        ) : null}
        {props.actions}
        <Button
          size="sm"
          variant="secondary"
          onClick={onToggle}
          disabled={isBusy}
          aria-busy={isBusy}
        >
          {isHandled ? 'Mark as open' : 'Mark as handled'}
        </Button>
      </footer>
    </article>
  );
}
