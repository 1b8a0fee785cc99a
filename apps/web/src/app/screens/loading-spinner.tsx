interface LoadingSpinnerProps {
  /** What is happening, e.g. 'Initializing...' or 'Redirecting...'. */
  message?: string;
}

export function LoadingSpinner({ message = 'Loading...' }: LoadingSpinnerProps) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-reduce:animate-[spin_3s_linear_infinite] dark:border-indigo-900 dark:border-t-indigo-400"
      />
      <p className="font-medium text-slate-700 dark:text-slate-300">{message}</p>
    </div>
  );
}
