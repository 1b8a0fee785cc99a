import { REPORT_REASON_LABELS, type ReportReason } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { useSetLinkDisabled } from '../moderation/use-moderation';
import { EntryFacts } from './entry-facts';
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
      <EntryFacts facts={facts} note={report.details} className="mt-2" />
      {disable.error ? (
        <p className="mt-2 text-red-700 dark:text-red-300">{disable.error}</p>
      ) : null}
    </InboxEntryCard>
  );
}
