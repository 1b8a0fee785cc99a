import {
  isPremiumOrHigher,
  isProOrHigher,
  type LinkBulkFilter,
  type LinkSort,
  type LinkView,
} from '@kurz/shared';
import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { LinkButton } from '../../app/ui/link-button';
import { SkeletonRows } from '../../app/ui/skeleton';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { WorkspaceLabel } from '../../app/workspace/workspace-label';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { QrDialog } from '../qr/qr-dialog';
import { BulkActions } from './bulk/bulk-actions';
import { DeleteLinksDialog } from './delete-links-dialog';
import { EditLinkDialog } from './edit-link-dialog';
import { FolderManagerDialog } from './folder-manager-dialog';
import { LinksTable } from './links-table';
import { LinksToolbar } from './links-toolbar';
import { SelectionBar } from './selection/selection-bar';
import { useLinks } from './use-links';

type Dialog =
  | { kind: 'edit'; link: LinkView }
  | { kind: 'delete'; links: LinkView[] }
  | { kind: 'qr'; link: LinkView }
  | { kind: 'folders' }
  | null;

/**
 * The one list of a workspace's links (the dashboard's 'Your URLs (count)', a team's
 * links): search, sort, pages, selection and the per-link dialogs. What the workspace's
 * plan and the role allow decides the columns and the buttons.
 */
export function LinksPanel({ title = 'Your URLs' }: { title?: string }) {
  // Another workspace starts afresh: no search, selection or dialog carries over.
  return <WorkspaceLinks key={useWorkspace().organizationId ?? 'personal'} title={title} />;
}

function WorkspaceLinks({ title }: { title: string }) {
  const workspace = useWorkspace();
  const hasQr = isProOrHigher(workspace.plan);
  // /user/analytics shows the workspace chosen in the switcher, not one a route names.
  const hasAnalytics = isPremiumOrHigher(workspace.plan) && workspace.isSelected;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LinkSort>('newest');
  const [tag, setTag] = useState('');
  const [folderId, setFolderId] = useState('');
  const [isArchived, setIsArchived] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** The filter whose every link is chosen (not only the loaded pages'), as its JSON. */
  const [allMatchingKey, setAllMatchingKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const query = useLinks(workspace.organizationId, debouncedSearch, sort, {
    tag,
    folderId,
    isArchived,
  });
  const links = query.data?.pages.flatMap((page) => page.links) ?? [];
  const total = query.data?.pages[0]?.total;
  const filter: LinkBulkFilter = {
    ...(debouncedSearch && { search: debouncedSearch }),
    ...(tag && { tag }),
    ...(folderId && { folder_id: folderId }),
    ...(isArchived && { archived: true }),
  };
  const allMatching = allMatchingKey === JSON.stringify(filter) ? filter : null;

  const onSelect = (ids: string[], isSelected: boolean) => {
    if (!isSelected) setAllMatchingKey(null);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) isSelected ? next.add(id) : next.delete(id);
      return next;
    });
  };
  const onClearSelection = () => {
    setAllMatchingKey(null);
    setSelected(new Set());
  };
  const selectedLinks = links.filter((link) => selected.has(link.id));
  const isPageSelected =
    selectedLinks.length > 0 &&
    links.every(
      (link) => selected.has(link.id) || !workspace.can('urls', 'delete', link.created_by ?? null),
    );

  return (
    <section
      aria-labelledby="your-urls"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 p-4 sm:p-5 dark:border-slate-800">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="your-urls" className="text-lg font-semibold text-slate-900 dark:text-white">
              {title} ({total ?? '…'})
            </h2>
            <WorkspaceLabel />
          </div>
          <BulkActions
            search={search.trim()}
            tag={tag}
            folderId={folderId}
            isArchived={isArchived}
            sort={sort}
          />
        </div>
        {workspace.can('urls', 'create') ? null : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Your role in {workspace.team?.name} lets you see its links, not create or change them.
          </p>
        )}
        <LinksToolbar
          search={search}
          sort={sort}
          onSearch={setSearch}
          onSort={setSort}
          tag={tag}
          onTag={setTag}
          folderId={folderId}
          onFolder={setFolderId}
          isArchived={isArchived}
          onArchived={setIsArchived}
          onManageFolders={
            workspace.can('folders', 'create') ? () => setDialog({ kind: 'folders' }) : undefined
          }
        />
      </div>
      {selectedLinks.length > 0 || allMatching ? (
        <SelectionBar
          selected={selectedLinks}
          allMatching={allMatching}
          canSelectAllMatching={isPageSelected && query.hasNextPage}
          isArchivedView={isArchived}
          onSelectAllMatching={() => setAllMatchingKey(JSON.stringify(filter))}
          onClear={onClearSelection}
        />
      ) : null}
      {query.isPending ? (
        <SkeletonRows label="Loading your URLs..." rows={8} rowClassName="h-16" />
      ) : query.isError && links.length === 0 ? (
        <div role="alert" className="p-8 text-center">
          <p className="text-red-700 dark:text-red-300">{query.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : links.length === 0 ? (
        <div className="p-8 text-center text-slate-600 dark:text-slate-400">
          {isArchived || folderId ? (
            <p>
              No {isArchived ? 'archived ' : ''}URLs here
              {search.trim() || tag ? ' match these filters' : ''}.
            </p>
          ) : tag ? (
            <p>
              No URLs{search.trim() ? ` match “${search.trim()}” and` : ''} carry the tag “{tag}”.
            </p>
          ) : search.trim() ? (
            <p>No URLs match “{search.trim()}”.</p>
          ) : (
            <>
              <p>No URLs created yet.</p>
              {workspace.can('urls', 'create') ? (
                <LinkButton to={workspace.createPath} size="sm" className="mt-3">
                  Create your first short URL
                </LinkButton>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <LinksTable
          links={links}
          selected={selected}
          hasQr={hasQr}
          hasAnalytics={hasAnalytics}
          onSelect={onSelect}
          onEdit={(link) => setDialog({ kind: 'edit', link })}
          onDelete={(toDelete) => setDialog({ kind: 'delete', links: toDelete })}
          onQr={(link) => setDialog({ kind: 'qr', link })}
        />
      )}
      {query.hasNextPage && (
        <div className="border-t border-slate-200 p-4 text-center dark:border-slate-800">
          <Button
            variant="secondary"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
      {dialog?.kind === 'edit' && (
        <EditLinkDialog link={dialog.link} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteLinksDialog
          links={dialog.links}
          onDeleted={(ids) => onSelect(ids, false)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'folders' && <FolderManagerDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'qr' && (
        <QrDialog
          url={dialog.link.short_link}
          shortCode={dialog.link.short_url}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
