import { useId } from 'react';
import { Button } from '../../../app/ui/button';

interface ShortCodeFieldProps {
  value: string;
  /** The host the code will live on, shown in front of it. */
  host: string;
  isGenerateDisabled: boolean;
  onChange: (value: string) => void;
  onGenerate: () => void;
}

/** 'Custom Short URL': the short host as a prefix, the code, and Generate (spec 000 §2). */
export function ShortCodeField({
  value,
  host,
  isGenerateDisabled,
  onChange,
  onGenerate,
}: ShortCodeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Custom Short URL
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <div className="flex min-w-0 flex-1 rounded-lg border border-slate-300 bg-white shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:focus-within:outline-indigo-400">
          <span
            title={`${host}/`}
            className="flex max-w-[55%] shrink-0 items-center truncate rounded-l-lg border-r border-slate-300 bg-slate-50 px-3 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            <span className="truncate">{host}/</span>
          </span>
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="my-link"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={hintId}
            className="block w-full min-w-0 flex-1 rounded-r-lg bg-transparent px-3 py-2.5 text-slate-900 outline-none placeholder:text-slate-400 dark:text-white dark:placeholder:text-slate-500"
          />
        </div>
        <Button
          variant="secondary"
          onClick={onGenerate}
          disabled={isGenerateDisabled}
          className="py-2.5"
        >
          Generate
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-500 dark:text-slate-400">
        Optional. Leave it blank for a random code.
      </p>
    </div>
  );
}
