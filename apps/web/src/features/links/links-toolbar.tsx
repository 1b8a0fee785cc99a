import type { LinkSort } from '@kurz/shared';
import { useId } from 'react';
import { focusRing } from '../../app/ui/focus-ring';
import { FolderFilter } from './folder-filter';
import { TagFilter } from './tag-filter';

interface LinksToolbarProps {
  search: string;
  sort: LinkSort;
  onSearch: (search: string) => void;
  onSort: (sort: LinkSort) => void;
  /** The tag filter: a tag's name, '' for all links. */
  tag: string;
  onTag: (tag: string) => void;
  /** The folder filter: a folder's id, `none`, or '' for all links. */
  folderId: string;
  onFolder: (folderId: string) => void;
  isArchived: boolean;
  onArchived: (isArchived: boolean) => void;
  /** Shown to a role that may change folders. */
  onManageFolders?: (() => void) | undefined;
}

const CONTROL = `rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white ${focusRing}`;

export function LinksToolbar(props: LinksToolbarProps) {
  const id = useId();
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={`${id}-search`} className="sr-only">
        Search URLs
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Search by code, title, destination or notes"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        className={`${CONTROL} min-w-0 flex-1 placeholder:text-slate-400`}
      />
      <div className="flex flex-wrap items-center gap-2">
        <TagFilter value={props.tag} onChange={props.onTag} className={CONTROL} />
        <FolderFilter
          folderId={props.folderId}
          onFolder={props.onFolder}
          isArchived={props.isArchived}
          onArchived={props.onArchived}
          className={CONTROL}
        />
        {props.onManageFolders ? (
          <button
            type="button"
            onClick={props.onManageFolders}
            className={`${CONTROL} whitespace-nowrap`}
          >
            Folders…
          </button>
        ) : null}
        <label htmlFor={`${id}-sort`} className="text-sm text-slate-600 dark:text-slate-400">
          Sort
        </label>
        <select
          id={`${id}-sort`}
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as LinkSort)}
          className={CONTROL}
        >
          <option value="newest">Newest</option>
          <option value="clicks">Most clicked</option>
        </select>
      </div>
    </div>
  );
}
