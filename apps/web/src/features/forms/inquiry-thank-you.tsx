import { useEffect, useRef } from 'react';
import { focusRing } from '../../app/ui/focus-ring';
import { LinkButton } from '../../app/ui/link-button';

/** After an inquiry is sent (spec 001 §2): the thanks, then on to /pricing or /. */
export function InquiryThankYou({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: announce the outcome by moving focus to it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m5 12 5 5L20 7" />
        </svg>
      </span>
      <h2
        ref={heading}
        tabIndex={-1}
        className={`mt-5 rounded text-2xl font-bold text-slate-900 dark:text-white ${focusRing}`}
      >
        Thank you!
      </h2>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to="/pricing">View pricing</LinkButton>
        <LinkButton to="/" variant="secondary">
          Back to home
        </LinkButton>
      </div>
    </div>
  );
}
