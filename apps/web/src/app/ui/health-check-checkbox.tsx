import { useId } from 'react';
import { focusRing } from './focus-ring';

const HINT =
  'Kurz opens the destination once a day. If it fails (a 404 or 500, an unknown name, a certificate error) the link is flagged in your dashboard and you get one email.';

/** Link health's opt-in: /create's 'Link health' section and the edit dialog. */
export function HealthCheckCheckbox({
  isChecked,
  onChange,
}: {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const hintId = `${useId()}-hint`;
  return (
    <div>
      <label className="flex items-start gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={isChecked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className={`mt-0.5 size-4 shrink-0 rounded accent-indigo-600 ${focusRing}`}
        />
        Check this link daily and email me if it breaks
      </label>
      <p id={hintId} className="mt-1 ml-6.5 text-xs text-slate-500 dark:text-slate-400">
        {HINT}
      </p>
    </div>
  );
}
