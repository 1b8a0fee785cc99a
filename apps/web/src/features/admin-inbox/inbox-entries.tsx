import {
  COMPANY_SIZE_LABELS,
  type CompanySize,
  JOB_TITLE_LABELS,
  type JobTitle,
  USE_CASE_LABELS,
  type UseCase,
} from '@kurz/shared';
import { EntryFacts } from './entry-facts';
import type { ContactEntry, InboxEntry, InboxKind, InquiryEntry, ReportEntry } from './inbox-api';
import { InboxEntryCard } from './inbox-entry-card';
import { ReportEntryView } from './report-entry';
import { useSetHandled } from './use-inbox';

/** A contact message, an enterprise lead or a link report, drawn as the inbox shows it. */
export function InboxEntryView({ kind, entry }: { kind: InboxKind; entry: InboxEntry }) {
  const toggle = useSetHandled(kind, entry.id);
  const common = {
    createdAt: entry.createdAt,
    isHandled: entry.handledAt !== null,
    isBusy: toggle.isBusy,
    onToggle: () => void toggle.run(entry.handledAt === null),
  };
  if (kind === 'link-reports')
    return <ReportEntryView report={entry as ReportEntry} common={common} />;
  if (kind === 'contact-messages') {
    const message = entry as ContactEntry;
    return (
      <InboxEntryCard
        {...common}
        title={message.subject}
        from={`${message.name} <${message.email}>`}
        replyTo={message.email}
        replySubject={`Re: ${message.subject}`}
      >
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
      </InboxEntryCard>
    );
  }
  const lead = entry as InquiryEntry;
  const facts = [
    ['Phone', lead.phoneNumber],
    ['Job title', JOB_TITLE_LABELS[lead.jobTitle as JobTitle] ?? lead.jobTitle],
    ['Company size', COMPANY_SIZE_LABELS[lead.companySize as CompanySize] ?? lead.companySize],
    ['Use case', USE_CASE_LABELS[lead.primaryUseCase as UseCase] ?? lead.primaryUseCase],
    ['Country', lead.country],
  ] as const;
  return (
    <InboxEntryCard
      {...common}
      title={lead.companyName}
      from={`${lead.firstName} ${lead.lastName} <${lead.businessEmail}>`}
      replyTo={lead.businessEmail}
      replySubject={`Kurz Enterprise for ${lead.companyName}`}
    >
      <EntryFacts facts={facts} note={lead.additionalInfo} className="sm:grid-cols-2" />
    </InboxEntryCard>
  );
}
