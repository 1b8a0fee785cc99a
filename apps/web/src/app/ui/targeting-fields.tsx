import { MAX_GEO_TARGETS } from '@kurz/shared';
import { useId, useRef } from 'react';
import {
  COUNTRIES,
  type GeoRow,
  isTargetingSet,
  type TargetingDraft,
} from '../../lib/link-targeting';
import { Button } from './button';
import { controlClassName, FieldFrame } from './field-frame';
import { focusRing } from './focus-ring';
import { OptionsSection } from './options-section';
import { TextField } from './text-field';

const HINT = 'Visitors from these countries go to their own URL; everyone else to the long URL.';

/**
 * /create's 'Targeting' section: where iPhone/iPad and Android visitors go instead, and one
 * row per country (each country once).
 */
export function TargetingFields({
  draft,
  onChange,
}: {
  draft: TargetingDraft;
  onChange: (draft: TargetingDraft) => void;
}) {
  const hintId = useId();
  // Row keys only need to differ from each other; a counter outlives removed rows.
  const nextKey = useRef(1);
  const setRows = (rows: readonly GeoRow[]) => onChange({ ...draft, rows });
  const update = (key: number, change: Partial<GeoRow>) =>
    setRows(draft.rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <OptionsSection title="Targeting" isSet={isTargetingSet(draft)}>
      <div className="grid gap-4 @md:grid-cols-2">
        <TextField
          label="iPhone and iPad URL"
          type="url"
          inputMode="url"
          placeholder="https://apps.apple.com/app/…"
          value={draft.iosUrl}
          onChange={(event) => onChange({ ...draft, iosUrl: event.target.value })}
        />
        <TextField
          label="Android URL"
          type="url"
          inputMode="url"
          placeholder="https://play.google.com/store/apps/…"
          value={draft.androidUrl}
          onChange={(event) => onChange({ ...draft, androidUrl: event.target.value })}
        />
      </div>
      <fieldset className="mt-4" aria-describedby={hintId}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          By country
        </legend>
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {HINT}
        </p>
        {draft.rows.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-4">
            {draft.rows.map((row, index) => (
              <CountryRow
                key={row.key}
                row={row}
                position={index + 1}
                // A country already in another row is not offered again.
                taken={draft.rows.filter((other) => other.key !== row.key).map((o) => o.country)}
                onChange={(change) => update(row.key, change)}
                onRemove={() => setRows(draft.rows.filter((other) => other.key !== row.key))}
              />
            ))}
          </ul>
        ) : null}
        {draft.rows.length < MAX_GEO_TARGETS ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() =>
              setRows([...draft.rows, { key: nextKey.current++, country: '', url: '' }])
            }
          >
            Add country
          </Button>
        ) : null}
      </fieldset>
    </OptionsSection>
  );
}

function CountryRow({
  row,
  position,
  taken,
  onChange,
  onRemove,
}: {
  row: GeoRow;
  position: number;
  taken: readonly string[];
  onChange: (change: Partial<GeoRow>) => void;
  onRemove: () => void;
}) {
  const selectId = useId();
  return (
    // Narrow: rows stack, so a rule keeps one row's fields apart from the next. Wide: tops
    // align (labels level) and Remove sits below the label line at the fields' height.
    <li className="grid items-start gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 @md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] @md:border-t-0 @md:pt-0 dark:border-slate-700">
      <FieldFrame id={selectId} label={`Country ${position}`}>
        <select
          id={selectId}
          className={controlClassName(false, focusRing)}
          value={row.country}
          onChange={(event) => onChange({ country: event.target.value })}
        >
          <option value="">Choose a country</option>
          {COUNTRIES.filter((c) => c.code === row.country || !taken.includes(c.code)).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextField
        label={`URL for country ${position}`}
        type="url"
        inputMode="url"
        placeholder="https://example.com/de"
        value={row.url}
        onChange={(event) => onChange({ url: event.target.value })}
      />
      <Button
        variant="secondary"
        className="justify-self-start @md:mt-6.5 @md:py-3"
        aria-label={`Remove country ${position}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </li>
  );
}
