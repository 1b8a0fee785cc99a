import type { ImportOutcome } from '@kurz/shared';

/** Rows shown at once: a 10,000-row table would bury the page; the report has them all. */
const SHOWN = 200;

const STATUS_LABEL: Record<ImportOutcome['status'], string> = {
  create: 'Will be created',
  created: 'Created',
  exists: 'Already exists',
  error: 'Error',
};
const STATUS_TONE: Record<ImportOutcome['status'], string> = {
  create: 'text-indigo-700 dark:text-indigo-300',
  created: 'text-emerald-700 dark:text-emerald-300',
  exists: 'text-slate-600 dark:text-slate-400',
  error: 'text-red-700 dark:text-red-300',
};

/** Each row's outcome, errors first so they are seen; row numbers as the spreadsheet shows them. */
export function ImportOutcomesTable({ outcomes }: { outcomes: readonly ImportOutcome[] }) {
  const ordered = [...outcomes].sort(
    (a, b) => Number(b.status === 'error') - Number(a.status === 'error') || a.row - b.row,
  );
  const shown = ordered.slice(0, SHOWN);
  return (
    <div className="mt-4">
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file and what happens to each</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Row
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Destination
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Code
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {shown.map((outcome) => (
              <tr key={outcome.row} className="align-top text-slate-800 dark:text-slate-200">
                <td className="px-2 py-2 tabular-nums sm:px-3">{outcome.row}</td>
                <td className="max-w-[16rem] px-2 py-2 break-all sm:px-3">{outcome.url || '—'}</td>
                <td className="px-2 py-2 break-all sm:px-3">{outcome.code ?? '—'}</td>
                {/* wrap-anywhere: on a phone the table fits its box instead of scrolling sideways */}
                <td className={`px-2 py-2 wrap-anywhere sm:px-3 ${STATUS_TONE[outcome.status]}`}>
                  <span className="font-medium">{STATUS_LABEL[outcome.status]}</span>
                  {outcome.message && <span className="block text-xs">{outcome.message}</span>}
                  {outcome.short_link && outcome.status !== 'create' && (
                    <span className="block text-xs break-all">{outcome.short_link}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ordered.length > SHOWN && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Showing {SHOWN} of {ordered.length.toLocaleString('en-US')} rows; the report lists them
          all.
        </p>
      )}
    </div>
  );
}
