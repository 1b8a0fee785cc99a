import type { QueryPrecedence, RedirectType } from '@kurz/shared';
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

const FORWARD_HINT =
  'A visit to the short link with ?utm_source=mail goes on to the destination with ?utm_source=mail added.';

/** Query forwarding as a form holds it: on or off, and whose parameter wins a clash. */
export interface ForwardingControl {
  value: boolean;
  precedence: QueryPrecedence;
  onChange: (forwardQuery: boolean) => void;
  onPrecedenceChange: (precedence: QueryPrecedence) => void;
}

/**
 * The 'Redirect' section (/create, the edit forms): the HTTP status the short link answers
 * with, whether the visitor's query string goes on to the destination (every plan), and,
 * where the plan allows it (`noReferrer` given), whether the destination is told where the
 * visitor came from.
 */
export function RedirectFields({
  value,
  onChange,
  noReferrer,
  forwarding,
}: {
  value: RedirectType;
  onChange: (value: RedirectType) => void;
  noReferrer?: { value: boolean; onChange: (noReferrer: boolean) => void } | undefined;
  forwarding: ForwardingControl;
}) {
  const id = useId();
  return (
    <OptionsSection
      title="Redirect"
      isSet={
        value !== DEFAULT_REDIRECT_TYPE ||
        noReferrer?.value === true ||
        forwarding.precedence === 'visitor'
      }
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
      <div className="mt-4">
        <label className="flex items-center gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={forwarding.value}
            aria-describedby={`${id}-forward-hint`}
            onChange={(event) => forwarding.onChange(event.target.checked)}
            className={`size-4 rounded accent-indigo-600 ${focusRing}`}
          />
          Forward the visitor's query string
        </label>
        <p id={`${id}-forward-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {FORWARD_HINT}
        </p>
        {forwarding.value ? (
          <div className="mt-3">
            <FieldFrame id={`${id}-precedence`} label="When both name the same parameter">
              <select
                id={`${id}-precedence`}
                className={controlClassName(false, focusRing)}
                value={forwarding.precedence}
                onChange={(event) =>
                  forwarding.onPrecedenceChange(event.target.value as QueryPrecedence)
                }
              >
                <option value="destination">Keep the destination's value</option>
                <option value="visitor">Use the visitor's value</option>
              </select>
            </FieldFrame>
          </div>
        ) : null}
      </div>
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
