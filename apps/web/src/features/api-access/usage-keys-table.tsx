import type { ApiUsageReply } from '@kurz/shared';
import { formatCount } from './usage-format';

/** This month's calls and refusals per key, revoked keys included (their calls still count). */
export function UsageKeysTable({ keys }: { keys: ApiUsageReply['keys'] }) {
  return (
    <section aria-labelledby="usage-by-key" className="mt-8">
      <h2 id="usage-by-key" className="text-lg font-semibold text-slate-900 dark:text-white">
        By key
      </h2>
      {keys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No API keys yet.</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Calls this month by key</caption>
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Key
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Calls
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Refused (429)
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
              {keys.map((key) => (
                <tr key={key.id}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <span className="break-all">{key.name}</span>{' '}
                    <span className="font-mono text-xs font-normal text-slate-500">
                      {key.prefix}…{key.revoked ? ' · revoked' : ''}
                    </span>
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{formatCount(key.calls)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatCount(key.refused)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
