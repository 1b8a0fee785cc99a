/** The import's progress bar: rows sent of rows to create, read out as a percentage too. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span id="import-progress-label">Importing…</span>
        <span className="tabular-nums">
          {done.toLocaleString()} of {total.toLocaleString()} rows
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${done} of ${total} rows`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
