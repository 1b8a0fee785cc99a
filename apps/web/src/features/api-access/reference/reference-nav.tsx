import { focusRing } from '../../../app/ui/focus-ring';
import { MethodBadge } from './method-badge';
import type { TagGroup } from './openapi';

export const tagTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The reference's contents: every group and operation, linked to its section. */
export function ReferenceNav({ groups }: { groups: readonly TagGroup[] }) {
  return (
    <nav
      aria-label="API reference"
      className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <ul className="space-y-4 text-sm">
        {groups.map((group) => (
          <li key={group.name}>
            <a
              href={`#${group.anchor}`}
              className={`rounded font-semibold text-slate-900 hover:text-indigo-700 dark:text-white dark:hover:text-indigo-300 ${focusRing}`}
            >
              {tagTitle(group.name)}
            </a>
            <ul className="mt-2 space-y-1">
              {group.operations.map((entry) => (
                <li key={entry.anchor}>
                  <a
                    href={`#${entry.anchor}`}
                    className={`flex items-start gap-2 rounded px-1 py-0.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
                  >
                    <MethodBadge method={entry.method} className="mt-0.5" />
                    <span>{entry.operation.summary ?? entry.path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
