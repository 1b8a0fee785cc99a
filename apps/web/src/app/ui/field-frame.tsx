import type { ReactNode } from 'react';

/** Label above, error below, both tied to the control by id (see TextField for inputs). */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's classes, matching TextField, red while it holds an error. */
export function controlClassName(hasError: boolean, focusRing: string): string {
  return `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 ${
    hasError ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
  } ${focusRing}`;
}

export function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}
