import { REPORT_REASON_LABELS, REPORT_REASONS, ReportLinkInput } from '@kurz/shared';
import { useState } from 'react';
import { useFormValues } from '../../app/forms/use-form-values';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { reportErrorMessage } from './form-errors';
import { postReportLink } from './forms-api';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

/**
 * Short URL, reason, details and an optional email for questions. Cleared once sent (the
 * short URL back to the one the page was opened with, if any).
 */
export function ReportLinkForm({ initialShortUrl = '' }: { initialShortUrl?: string }) {
  const { form, bind, check, reset } = useFormValues({
    shortUrl: initialShortUrl,
    reason: '',
    details: '',
    email: '',
  });
  const [thanks, setThanks] = useState<string | null>(null);
  const submit = useSubmit({
    check: () => {
      setThanks(null);
      return check(ReportLinkInput);
    },
    send: postReportLink,
    onSuccess: (reply) => {
      reset();
      setThanks(reply.message);
    },
    message: reportErrorMessage,
  });

  return (
    <form ref={form} onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-5">
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      {thanks ? <FormAlert kind="success">{thanks}</FormAlert> : null}
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
      <Button
        type="submit"
        size="lg"
        disabled={submit.isBusy}
        aria-busy={submit.isBusy}
        className="sm:self-start"
      >
        {submit.isBusy ? 'Sending...' : 'Send Report'}
      </Button>
    </form>
  );
}
