import { NO_FOLDER } from '@kurz/shared';
import { useId } from 'react';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useFolders } from '../../lib/use-folders';

/**
 * The toolbar's folder filter and archive switch, with the counts of the view each opens:
 * a folder's links (archived ones when the switch is on), the links in no folder. The
 * folder select is hidden until there is a folder to choose, unless one is chosen.
 */
export function FolderFilter({
  folderId,
  onFolder,
  isArchived,
  onArchived,
  className,
}: {
  /** A folder's id, NO_FOLDER, or '' for every folder. */
  folderId: string;
  onFolder: (folderId: string) => void;
  isArchived: boolean;
  onArchived: (isArchived: boolean) => void;
  className: string;
}) {
  const id = useId();
  const { data } = useFolders(useWorkspace().organizationId);
  const folders = data?.folders ?? [];
  const countOf = (counts: { links: number; archived: number }) =>
    isArchived ? counts.archived : counts.links;
  const isKnown =
    folderId === '' || folderId === NO_FOLDER || folders.some((f) => f.id === folderId);
  return (
    <>
      {folders.length > 0 || folderId ? (
        <span className="flex items-center gap-2 max-sm:w-full">
          <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-400">
            Folder
          </label>
          <select
            id={id}
            value={folderId}
            onChange={(event) => onFolder(event.target.value)}
            className={`${className} min-w-0 max-sm:flex-1 sm:max-w-48`}
          >
            <option value="">All folders</option>
            {data ? <option value={NO_FOLDER}>No folder ({countOf(data.no_folder)})</option> : null}
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name} ({countOf(folder)})
              </option>
            ))}
            {isKnown ? null : <option value={folderId}>A deleted folder</option>}
          </select>
        </span>
      ) : null}
      {data && (data.archived > 0 || isArchived) ? (
        <button
          type="button"
          aria-pressed={isArchived}
          onClick={() => onArchived(!isArchived)}
          className={`${className} whitespace-nowrap ${
            isArchived
              ? 'border-blue-600 bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
              : ''
          }`}
        >
          Archived ({data.archived})
        </button>
      ) : null}
    </>
  );
}
