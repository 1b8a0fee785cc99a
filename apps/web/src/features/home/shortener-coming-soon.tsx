/** Holds the place of the shortener form, saying honestly that it is not open yet. */
export function ShortenerComingSoon() {
  return (
    <div className="mx-auto mt-10 flex max-w-2xl items-start gap-4 rounded-2xl border border-dashed border-indigo-300 bg-white/80 p-5 text-left shadow-sm backdrop-blur dark:border-indigo-500/40 dark:bg-slate-900/70">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
          <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
        </svg>
      </span>
      <div>
        <h2 className="font-semibold text-slate-900 dark:text-white">Shortening opens soon</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          The shortener is being finished and will appear right here. Until then, you can look at
          what each plan includes.
        </p>
      </div>
    </div>
  );
}
