import type { DnsRecord } from '@kurz/shared';
import { CopyValueButton } from './copy-value-button';

// Below sm each record is a card (values are long); from sm a table row.
const CELL = 'block px-0 py-1 sm:table-cell sm:px-3 sm:py-2.5 sm:align-top';
const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** The records to create at the DNS provider (spec 001 §2): TTL 'Auto' when none is given. */
export function DnsRecordsTable({ records }: { records: readonly DnsRecord[] }) {
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">DNS records</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className={HEAD}>
            Type
          </th>
          <th scope="col" className={HEAD}>
            Name
          </th>
          <th scope="col" className={HEAD}>
            Value
          </th>
          <th scope="col" className={HEAD}>
            TTL
          </th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {records.map((record) => (
          <tr
            key={`${record.type} ${record.name} ${record.value}`}
            className="block border-b border-slate-200 py-3 last:border-0 sm:table-row dark:border-slate-700"
          >
            <td className={CELL}>
              <span className="sm:hidden text-slate-600 dark:text-slate-400">Type: </span>
              <span className="rounded bg-indigo-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200">
                {record.type}
              </span>
            </td>
            <td className={CELL}>
              <span className="text-slate-600 sm:hidden dark:text-slate-400">Name</span>
              <RecordValue label={`${record.type} name`} value={record.name} />
            </td>
            <td className={CELL}>
              <span className="text-slate-600 sm:hidden dark:text-slate-400">Value</span>
              <RecordValue label={`${record.type} value`} value={record.value} />
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {record.description}
              </p>
            </td>
            <td className={`${CELL} whitespace-nowrap text-slate-700 dark:text-slate-300`}>
              <span className="sm:hidden text-slate-600 dark:text-slate-400">TTL: </span>
              {record.ttl ?? 'Auto'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RecordValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <code className="min-w-0 flex-1 wrap-anywhere rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100">
        {value}
      </code>
      <CopyValueButton value={value} label={label} />
    </div>
  );
}
