import type { AnalyticsCount } from '@kurz/shared';
import { formatCount } from './totals-cards';

interface BreakdownCardProps {
  title: string;
  counts: AnalyticsCount[];
  /** Turns a stored value into what a person reads (country codes into names). */
  labelOf?: (value: string) => string;
  limit?: number;
}

/** One breakdown as a table whose rows carry a bar: a chart that screen readers can read. */
export function BreakdownCard({
  title,
  counts,
  labelOf = (v) => v,
  limit = 8,
}: BreakdownCardProps) {
  const total = counts.reduce((sum, count) => sum + count.clicks, 0);
  const top = counts[0]?.clicks ?? 0;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {counts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No clicks</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">Clicks</th>
            </tr>
          </thead>
          <tbody>
            {counts.slice(0, limit).map((count) => (
              <tr key={count.value}>
                <th scope="row" className="relative py-1 pr-2 text-left font-normal">
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0.5 left-0 rounded bg-indigo-100 dark:bg-indigo-500/20"
                    style={{ width: `${top ? Math.max(2, (count.clicks / top) * 100) : 0}%` }}
                  />
                  <span
                    className="relative block truncate px-2 text-slate-800 dark:text-slate-200"
                    title={labelOf(count.value)}
                  >
                    {labelOf(count.value)}
                  </span>
                </th>
                <td className="w-24 py-1 text-right tabular-nums text-slate-700 dark:text-slate-300">
                  {formatCount(count.clicks)}
                  <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">
                    {total ? `${Math.round((count.clicks / total) * 100)}%` : ''}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
