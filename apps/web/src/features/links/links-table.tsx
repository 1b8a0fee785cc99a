import type { LinkView } from '@kurz/shared';
import { focusRing } from '../../app/ui/focus-ring';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { LinkRow } from './link-row';

interface LinksTableProps {
  links: LinkView[];
  selected: ReadonlySet<string>;
  hasQr: boolean;
  /** Premium or higher: click counts open the link's analytics. */
  hasAnalytics: boolean;
  onSelect: (ids: string[], isSelected: boolean) => void;
  onEdit: (link: LinkView) => void;
  onDelete: (links: LinkView[]) => void;
  onQr: (link: LinkView) => void;
}

const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/**
 * Columns of spec 001 §2 (QR Code for pro or higher), plus clicks and row actions. Only
 * links the role may delete can be selected (a team member: their own).
 */
export function LinksTable({
  links,
  selected,
  hasQr,
  hasAnalytics,
  onSelect,
  onEdit,
  onDelete,
  onQr,
}: LinksTableProps) {
  const { can } = useWorkspace();
  const selectable = links.filter((link) => can('urls', 'delete', link.created_by ?? null));
  const isAllSelected = selectable.length > 0 && selectable.every((link) => selected.has(link.id));
  return (
    <div className="overflow-x-auto">
      <table className="block w-full text-sm md:table md:min-w-[36rem]">
        <thead className="hidden bg-slate-50 md:table-header-group dark:bg-slate-800/60">
          <tr>
            <th className={`${HEAD} w-8`}>
              {selectable.length === 0 ? null : (
                <input
                  type="checkbox"
                  aria-label="Select all shown URLs"
                  checked={isAllSelected}
                  onChange={(event) =>
                    onSelect(
                      selectable.map((link) => link.id),
                      event.target.checked,
                    )
                  }
                  className={`size-4 rounded accent-indigo-600 ${focusRing}`}
                />
              )}
            </th>
            <th className={HEAD}>Short URL</th>
            <th className={HEAD}>Destination</th>
            <th className={HEAD}>Created</th>
            <th className={`${HEAD} md:hidden lg:table-cell`}>Type</th>
            <th className={`${HEAD} text-right`}>Clicks</th>
            {hasQr && <th className={HEAD}>QR Code</th>}
            <th className={`${HEAD} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {links.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              hasQr={hasQr}
              hasAnalytics={hasAnalytics}
              isSelected={selected.has(link.id)}
              onSelect={(isSelected) => onSelect([link.id], isSelected)}
              onEdit={() => onEdit(link)}
              onDelete={() => onDelete([link])}
              onQr={() => onQr(link)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
