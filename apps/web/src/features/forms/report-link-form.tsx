import { REPORT_REASON_LABELS, REPORT_REASONS, ReportLinkInput } from '@kurz/shared';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { reportErrorMessage } from './form-errors';
import { FormNotices } from './form-notices';
import { postReportLink } from './forms-api';
import { SendButton } from './send-button';
import { useClearedForm } from './use-cleared-form';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

/**
 * Short URL, reason, details and an optional email for questions. Cleared once sent (the
 * short URL back to the one the page was opened with, if any).
 */
export function ReportLinkForm({ initialShortUrl = '' }: { initialShortUrl?: string }) {
  const { form, bind, submit, thanks } = useClearedForm({
    initial: { shortUrl: initialShortUrl, reason: '', details: '', email: '' },
    schema: ReportLinkInput,
    send: postReportLink,
    message: reportErrorMessage,
  });

  return (
    <form ref={form} onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-5">
      <FormNotices error={submit.error} thanks={thanks} />
      <TextField
        label="Short URL"
        placeholder="https://kurz.link/abc123"
        inputMode="url"
        required
        maxLength={300}
        {...bind('shortUrl')}
      />
      <SelectField
        label="Reason"
        placeholder="Select a reason"
        options={REASON_OPTIONS}
        required
        {...bind('reason')}
      />
      <TextareaField
        label="Details (optional)"
        rows={4}
        maxLength={2000}
        placeholder="Where did you find the link, and what does it do?"
        {...bind('details')}
      />
      <TextField
        label="Your email (optional)"
        type="email"
        autoComplete="email"
        maxLength={254}
        {...bind('email')}
      />
      <SendButton isBusy={submit.isBusy} label="Send Report" />
    </form>
  );
}
