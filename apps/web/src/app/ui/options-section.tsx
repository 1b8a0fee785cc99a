import { type ReactNode, type Ref, useState } from 'react';

/**
 * A collapsible group of link options (/create's and the edit forms'). The summary says
 * whether it is set, so a closed section still shows it will apply. It starts open when
 * it starts set (an edited link's options show), unless `isOpenAtFirst` says otherwise;
 * uncontrolled after that: clearing the fields must not fold it under the cursor.
 */
export function OptionsSection({
  title,
  isSet,
  isOpenAtFirst,
  summaryRef,
  children,
}: {
  title: string;
  isSet: boolean;
  isOpenAtFirst?: boolean;
  summaryRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  // Only the first render decides: a controlled `open` would shut the section the moment
  // its last field is emptied.
  const [isOpen] = useState(isOpenAtFirst ?? isSet);
  return (
    <details
      className="@container rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-700"
      open={isOpen || undefined}
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
