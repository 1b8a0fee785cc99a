import type { ReactNode, Ref } from 'react';

/**
 * A collapsible group of link options (/create's Expiry, Redirect, UTM parameters; the
 * edit dialog's Expiry). The summary says whether it is set, so a closed section still
 * shows it will apply. Uncontrolled after `isOpenAtFirst`: clearing the fields must not
 * fold it under the cursor.
 */
export function OptionsSection({
  title,
  isSet,
  isOpenAtFirst = false,
  summaryRef,
  children,
}: {
  title: string;
  isSet: boolean;
  isOpenAtFirst?: boolean;
  summaryRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <details
      className="@container rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-700"
      open={isOpenAtFirst || undefined}
    >
      <summary
        ref={summaryRef}
        className="cursor-pointer select-none text-sm font-semibold text-slate-800 dark:text-slate-200"
      >
        {title}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          {isSet ? '(set)' : '(optional)'}
        </span>
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
