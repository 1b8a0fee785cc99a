import { ANALYTICS_RANGES, type AnalyticsRange } from '@kurz/shared';
import { focusRing } from '../../app/ui/focus-ring';
import { RANGE_LABELS } from './analytics-view-state';

interface RangePickerProps {
  range: AnalyticsRange;
  from?: string | undefined;
  to?: string | undefined;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const localDate = (daysAgo: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const DATE_INPUT = `rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:[color-scheme:dark] ${focusRing}`;

/** Preset ranges as a segmented control; Custom adds two date fields (both days included). */
export function RangePicker({ range, from, to, onChange }: RangePickerProps) {
  const onPick = (next: AnalyticsRange) =>
    onChange(
      next === 'custom'
        ? { range: next, from: from ?? localDate(6), to: to ?? localDate(0) }
        : { range: next, from: undefined, to: undefined },
    );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset>
        <legend className="sr-only">Date range</legend>
        <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {ANALYTICS_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => onPick(option)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${focusRing} ${
                option === range
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-indigo-300'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {RANGE_LABELS[option]}
            </button>
          ))}
        </div>
      </fieldset>
      {range === 'custom' ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
            From
            <input
              type="date"
              className={`ml-2 ${DATE_INPUT}`}
              value={from ?? ''}
              max={to}
              onChange={(event) => onChange({ from: event.target.value || undefined })}
            />
          </label>
          <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
            To
            <input
              type="date"
              className={`ml-2 ${DATE_INPUT}`}
              value={to ?? ''}
              min={from}
              onChange={(event) => onChange({ to: event.target.value || undefined })}
            />
          </label>
        </div>
      ) : null}
    </div>
  );
}
