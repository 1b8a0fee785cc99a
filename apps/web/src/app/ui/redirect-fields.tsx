import type { RedirectType } from '@kurz/shared';
import { useId } from 'react';
import { DEFAULT_REDIRECT_TYPE } from '../../lib/empty-link-options';
import { controlClassName, describedBy, FieldFrame } from './field-frame';
import { focusRing } from './focus-ring';
import { OptionsSection } from './options-section';

const CHOICES: readonly [RedirectType, string][] = [
  [302, '302 Found (temporary, default)'],
  [301, '301 Moved Permanently'],
  [307, '307 Temporary Redirect'],
  [308, '308 Permanent Redirect'],
];

const HINT = 'Browsers cache 301 and 308: repeat visits may skip Kurz (no stats, no later edits).';

const NO_REFERRER_HINT =
  'By default the destination learns which site the visitor came from (its address without the path).';

/**
 * The 'Redirect' section (/create, the edit forms): the HTTP status the short link answers
 * with, and, where the plan allows it (`noReferrer` given), whether the destination is
 * told where the visitor came from.
 */
export function RedirectFields({
  value,
  onChange,
  noReferrer,
}: {
  value: RedirectType;
  onChange: (value: RedirectType) => void;
  noReferrer?: { value: boolean; onChange: (noReferrer: boolean) => void } | undefined;
}) {
  const id = useId();
  return (
    <OptionsSection
      title="Redirect"
      isSet={value !== DEFAULT_REDIRECT_TYPE || noReferrer?.value === true}
    >
      <FieldFrame id={id} label="Redirect type" hint={HINT}>
        <select
          id={id}
          aria-describedby={describedBy(id, null, HINT)}
          className={controlClassName(false, focusRing)}
          value={value}
          onChange={(event) => onChange(Number(event.target.value) as RedirectType)}
        >
          {CHOICES.map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </FieldFrame>
      {noReferrer ? (
        <div className="mt-4">
          <label className="flex items-center gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={noReferrer.value}
              aria-describedby={`${id}-referrer-hint`}
              onChange={(event) => noReferrer.onChange(event.target.checked)}
              className={`size-4 rounded accent-indigo-600 ${focusRing}`}
            />
            Hide the referrer (no-referrer)
          </label>
          <p
            id={`${id}-referrer-hint`}
            className="mt-1.5 text-xs text-slate-500 dark:text-slate-400"
          >
            {NO_REFERRER_HINT}
          </p>
        </div>
      ) : null}
    </OptionsSection>
  );
}
