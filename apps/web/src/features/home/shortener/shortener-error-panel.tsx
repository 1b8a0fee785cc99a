import { focusRing } from '../../../app/ui/focus-ring';

/** 'Unable to shorten URL' with the message; the visitor can dismiss it (spec 000 §2). */
export function ShortenerErrorPanel({
  message,
  onDismiss,
}: {
  message: string;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left dark:border-red-500/40 dark:bg-red-500/10"
    >
      <div className="flex-1">
        <h3 className="font-semibold text-red-800 dark:text-red-200">Unable to shorten URL</h3>
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">{message}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss error"
        onClick={onDismiss}
        className={`-m-1 rounded-md p-1 text-red-700 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-500/20 ${focusRing}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
