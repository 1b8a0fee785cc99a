import type { RedirectType } from '@kurz/shared';
import { useId } from 'react';
import { controlClassName, describedBy, FieldFrame } from './field-frame';
import { focusRing } from './focus-ring';
import { OptionsSection } from './options-section';

/** What a link answers when none is chosen; the server's default too. */
export const DEFAULT_REDIRECT_TYPE: RedirectType = 302;

const CHOICES: readonly [RedirectType, string][] = [
  [302, '302 Found (temporary, default)'],
  [301, '301 Moved Permanently'],
  [307, '307 Temporary Redirect'],
  [308, '308 Permanent Redirect'],
];

const HINT = 'Browsers cache 301 and 308: repeat visits may skip Kurz (no stats, no later edits).';

/** /create's 'Redirect' section: the HTTP status the short link answers with. */
export function RedirectFields({
  value,
  onChange,
}: {
  value: RedirectType;
  onChange: (value: RedirectType) => void;
}) {
  const id = useId();
  return (
    <OptionsSection title="Redirect" isSet={value !== DEFAULT_REDIRECT_TYPE}>
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
    </OptionsSection>
  );
}
