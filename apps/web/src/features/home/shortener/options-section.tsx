import type { ReactNode } from 'react';

/**
 * One of /create's collapsible link options (Expiry, Redirect, UTM parameters), collapsed
 * until opened. The summary says whether it is set, so a closed section still shows it
 * will apply. Left uncontrolled: clearing the fields must not fold it under the cursor.
 */
export function OptionsSection({
  title,
  isSet,
  children,
}: {
  title: string;
  isSet: boolean;
  children: ReactNode;
}) {
  return (
    <details className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-700">
      <summary className="cursor-pointer select-none text-sm font-semibold text-slate-800 dark:text-slate-200">
        {title}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          {isSet ? '(set)' : '(optional)'}
        </span>
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
