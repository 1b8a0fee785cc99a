import type { ApiKeyView } from '@kurz/shared';
import { Button } from '../../app/ui/button';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null, never: string) =>
  iso ? dateFormat.format(new Date(iso)) : never;

const COLUMNS = ['Name', 'Key', 'Scopes', 'Created', 'Last used'];

interface ApiKeysTableProps {
  keys: ApiKeyView[];
  onRevoke: (key: ApiKeyView) => void;
}

/** One row a key; revoked keys stay listed (greyed) so their history still reads. */
export function ApiKeysTable({ keys, onRevoke }: ApiKeysTableProps) {
  // Relative: the sr-only header is absolutely placed, and would widen the whole page.
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">API keys</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} onRevoke={() => onRevoke(key)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const isRevoked = apiKey.revoked_at !== null;
  return (
    <tr
      className={
        isRevoked ? 'text-slate-500 dark:text-slate-500' : 'text-slate-800 dark:text-slate-200'
      }
    >
      <th scope="row" className="min-w-40 px-4 py-3 font-semibold [overflow-wrap:anywhere]">
        {apiKey.name}
      </th>
      <td className="px-4 py-3 font-mono whitespace-nowrap">{apiKey.prefix}…</td>
      <td className="px-4 py-3">
        <ul className="flex flex-wrap gap-1">
          {apiKey.scopes.map((scope) => (
            <li
              key={scope}
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800"
            >
              {scope}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{when(apiKey.created_at, '')}</td>
      <td className="px-4 py-3 whitespace-nowrap">{when(apiKey.last_used_at, 'Never')}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {isRevoked ? (
          <span className="text-xs font-medium">Revoked {when(apiKey.revoked_at, '')}</span>
        ) : (
          <Button size="sm" variant="ghost" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        )}
      </td>
    </tr>
  );
}
