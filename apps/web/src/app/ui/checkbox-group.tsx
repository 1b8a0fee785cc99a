import { useId } from 'react';
import { focusRing } from './focus-ring';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  /** What each option means, under its code name. */
  descriptions: Record<T, string>;
  value: readonly T[];
  /** The new selection, kept in `options` order so it reads the same everywhere. */
  onChange: (next: T[]) => void;
  error?: string;
}

/** A fieldset of checkboxes for options named by code (scopes, events), each with a line. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  descriptions,
  value,
  onChange,
  error,
}: CheckboxGroupProps<T>) {
  const errorId = `${useId()}-error`;
  const toggle = (option: T, isOn: boolean) =>
    onChange(options.filter((o) => (o === option ? isOn : value.includes(o))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className={`mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 ${focusRing}`}
            />
            <span>
              <code className="font-mono text-slate-900 dark:text-white">{option}</code>
              <span className="block text-slate-600 dark:text-slate-400">
                {descriptions[option]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
