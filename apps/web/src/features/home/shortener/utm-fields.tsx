import { hasUtm, UTM_PARAMS, type Utm, type UtmParam } from '@kurz/shared';
import { useId } from 'react';
import { OptionsSection } from '../../../app/ui/options-section';
import { TextField } from '../../../app/ui/text-field';

const FIELDS: Record<UtmParam, { label: string; placeholder: string }> = {
  source: { label: 'Source', placeholder: 'newsletter' },
  medium: { label: 'Medium', placeholder: 'email' },
  campaign: { label: 'Campaign', placeholder: 'spring_sale' },
  term: { label: 'Term', placeholder: 'running shoes' },
  content: { label: 'Content', placeholder: 'header_link' },
};

/**
 * /create's 'UTM parameters' section: the five `utm_` values and the final URL they make
 * (`finalUrl`, exactly what will be sent), shown as it is typed.
 */
export function UtmFields({
  utm,
  longUrl,
  finalUrl,
  onChange,
}: {
  utm: Utm;
  longUrl: string;
  finalUrl: string;
  onChange: (utm: Utm) => void;
}) {
  const previewId = useId();
  const isSet = hasUtm(utm);
  // withUtm leaves a URL it cannot parse as http(s) as it is.
  const isUntaggable = isSet && longUrl !== '' && finalUrl === longUrl;
  return (
    <OptionsSection title="UTM parameters" isSet={isSet}>
      <div className="grid gap-4 sm:grid-cols-3">
        {UTM_PARAMS.map((name) => (
          <TextField
            key={name}
            label={FIELDS[name].label}
            placeholder={FIELDS[name].placeholder}
            value={utm[name] ?? ''}
            onChange={(event) => onChange({ ...utm, [name]: event.target.value })}
          />
        ))}
      </div>
      <div className="mt-4">
        <label
          htmlFor={previewId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          Final URL
        </label>
        {/* Not live: a screen reader would read the whole URL out at every keystroke. */}
        <output
          id={previewId}
          aria-live="off"
          className="mt-1.5 block rounded-lg bg-slate-100 px-3 py-2.5 font-mono text-sm break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {longUrl === '' ? (
            <span className="font-sans text-slate-500 dark:text-slate-400">
              Enter the long URL above to see it here.
            </span>
          ) : (
            finalUrl
          )}
        </output>
        {isUntaggable ? (
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            The parameters are added to a full web address, such as https://example.com/page.
          </p>
        ) : null}
      </div>
    </OptionsSection>
  );
}
