import { TextField } from '../../../app/ui/text-field';
import { OptionsSection } from './options-section';
import type { ExpiryDraft } from './use-expiry';

/**
 * /create's 'Expiry' section (issue 25): a moment in the user's time zone, a number of
 * clicks, and where visitors go afterwards (else a 'Link expired' page).
 */
export function ExpiryFields({
  draft,
  onChange,
}: {
  draft: ExpiryDraft;
  onChange: (draft: ExpiryDraft) => void;
}) {
  const isSet = draft.expiresAt !== '' || draft.maxClicks !== '';
  return (
    <OptionsSection title="Expiry" isSet={isSet}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expires at"
          type="datetime-local"
          value={draft.expiresAt}
          hint={
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              Your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone})
            </p>
          }
          onChange={(event) => onChange({ ...draft, expiresAt: event.target.value })}
        />
        <TextField
          label="Expires after (clicks)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="No limit"
          value={draft.maxClicks}
          onChange={(event) => onChange({ ...draft, maxClicks: event.target.value })}
        />
        <TextField
          className="sm:col-span-2"
          label="Afterwards, send visitors to"
          type="url"
          inputMode="url"
          placeholder="https://example.com/offer-ended (else a 'Link expired' page)"
          value={draft.expiredUrl}
          onChange={(event) => onChange({ ...draft, expiredUrl: event.target.value })}
        />
      </div>
    </OptionsSection>
  );
}
