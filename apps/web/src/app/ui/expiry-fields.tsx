import { useRef } from 'react';
import { NO_EXPIRY } from '../../lib/empty-link-options';
import type { ExpiryDraft } from '../../lib/link-expiry';
import { Button } from './button';
import { OptionsSection } from './options-section';
import { TextField } from './text-field';

/**
 * A link's 'Expiry' section (/create and the dashboard's edit dialog): a moment
 * in the user's time zone, a number of clicks, and where visitors go afterwards (else a
 * 'Link expired' page). Collapsed until opened unless it starts filled in; optional.
 */
export function ExpiryFields({
  draft,
  onChange,
}: {
  draft: ExpiryDraft;
  onChange: (draft: ExpiryDraft) => void;
}) {
  const summary = useRef<HTMLElement>(null);
  const isSet = draft.expiresAt !== '' || draft.maxClicks !== '' || draft.expiredUrl !== '';
  return (
    <OptionsSection title="Expiry" isSet={isSet} summaryRef={summary}>
      <div className="grid gap-4 @md:grid-cols-2">
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
          className="@md:col-span-2"
          label="Afterwards, send visitors to"
          type="url"
          inputMode="url"
          placeholder="https://example.com/offer-ended (else a 'Link expired' page)"
          value={draft.expiredUrl}
          onChange={(event) => onChange({ ...draft, expiredUrl: event.target.value })}
        />
      </div>
      {isSet ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => {
            onChange(NO_EXPIRY);
            // The button goes with the last value; focus stays in the section.
            summary.current?.focus();
          }}
        >
          Remove expiry
        </Button>
      ) : null}
    </OptionsSection>
  );
}
