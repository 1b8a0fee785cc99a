/** Illustrative numbers only: the preview shows the shape of the dashboard, not real data. */
const BARS = [32, 45, 38, 60, 52, 74, 68, 90, 81, 70, 95, 88];
const COUNTRIES = [
  ['Germany', 38],
  ['United States', 27],
  ['France', 14],
  ['Other', 21],
] as const;

/** A still picture of the analytics dashboard for the teaser page. */
export function AnalyticsPreview() {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-baseline justify-between">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Clicks, last 12 days
        </p>
        <p className="text-2xl font-bold text-slate-900 dark:text-white">7,842</p>
      </div>
      <div aria-hidden="true" className="mt-4 flex h-36 items-end gap-1.5">
        {BARS.map((height, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture, never reordered
            key={index}
            style={{ height: `${height}%` }}
            className="flex-1 rounded-t bg-gradient-to-t from-indigo-600 to-violet-500"
          />
        ))}
      </div>
      <ul className="mt-5 grid gap-2 text-sm">
        {COUNTRIES.map(([country, share]) => (
          <li key={country} className="flex items-center gap-3">
            <span className="w-28 shrink-0 text-slate-700 dark:text-slate-300">{country}</span>
            <span className="h-2 flex-1 rounded-full bg-slate-100 dark:bg-slate-800">
              <span
                className="block h-2 rounded-full bg-indigo-500"
                style={{ width: `${share}%` }}
              />
            </span>
            <span className="w-10 text-right text-slate-600 tabular-nums dark:text-slate-400">
              {share}%
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        Example dashboard with sample data
      </figcaption>
    </figure>
  );
}
