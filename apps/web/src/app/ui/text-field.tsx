import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { focusRing } from './focus-ring';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red and tied to it with aria-describedby. */
  error?: string | null;
  /** Extra help under the field (e.g. a strength meter), also described by. */
  hint?: ReactNode;
}

/** A labelled input whose error and hint are announced with it. */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 ${
          error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
        } ${focusRing}`}
        {...input}
      />
      {hint ? <div id={hintId}>{hint}</div> : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
