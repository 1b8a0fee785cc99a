import { REPORT_REASON_LABELS, type ReportReason } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { useSetLinkDisabled } from '../moderation/use-moderation';
import type { ReportEntry } from './inbox-api';
import { InboxEntryCard } from './inbox-entry-card';

interface Common {
  createdAt: string;
  isHandled: boolean;
  isBusy: boolean;
  onToggle: () => void;
}

/** A report of a link: what the reporter said, the link as it is now, and the takedown. */
export function ReportEntryView({ report, common }: { report: ReportEntry; common: Common }) {
  const disable = useSetLinkDisabled();
  const { link } = report;
  const reason = REPORT_REASON_LABELS[report.reason as ReportReason] ?? report.reason;
  const facts = link
    ? ([
        ['Destination', link.destination],
        ['Owner', link.ownerEmail ?? 'none'],
        ['Clicks', String(link.clicks)],
        ['State', link.isDisabled ? 'Disabled' : 'Active'],
      ] as const)
    : ([['Link', 'Not found: no link has this short URL']] as const);
  return (
    <InboxEntryCard
      {...common}
      title={`${report.reason.charAt(0).toUpperCase()}${report.reason.slice(1)}: ${report.shortUrl}`}
      from={report.reporterEmail ?? 'Anonymous'}
      replyTo={report.reporterEmail}
      replySubject={`Your report of ${report.shortUrl}`}
      actions={
        link && !link.isDisabled ? (
          <Button
            size="sm"
            variant="danger"
            disabled={disable.isBusy}
            aria-busy={disable.isBusy}
            onClick={() =>
              void disable.run({
                shortUrl: link.shortLink,
                isDisabled: true,
                reason: `Reported: ${reason}`,
              })
            }
          >
            Disable link
          </Button>
        ) : null
      }
    >
      <p className="font-medium">{reason}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="shrink-0 text-slate-500 dark:text-slate-400">{term}:</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {report.details ? (
        <p className="mt-3 whitespace-pre-wrap break-words">{report.details}</p>
      ) : null}
      {disable.error ? (
        <p className="mt-2 text-red-700 dark:text-red-300">{disable.error}</p>
      ) : null}
    </InboxEntryCard>
  );
}
