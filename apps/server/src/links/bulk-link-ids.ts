import { LINK_BULK_MAX, type LinkBulkFilter } from '@kurz/shared';
import { Invalid } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { countFilteredLinks, filteredLinkIds } from './link-list-repository.js';
import { folderFilter } from './list-links.js';

/** Which links a bulk change or delete reaches: by id, or all the list's filter keeps. */
export interface BulkLinks {
  ids?: readonly string[] | undefined;
  filter?: LinkBulkFilter | undefined;
}

/**
 * The ids a bulk call reaches, each once: `ids` as sent, or those the filter keeps in the
 * list's order. A filter keeping more than a call may reach is refused whole, naming the
 * count, rather than half done: the caller narrows it.
 */
export async function bulkLinkIds(ctx: WorkspaceCtx, which: BulkLinks): Promise<string[]> {
  if (which.ids) return [...new Set(which.ids)];
  const filter = which.filter ?? {};
  const query = {
    owner: ctx.workspace.owner,
    search: filter.search?.trim() || undefined,
    tag: filter.tag?.trim() || undefined,
    folderId: await folderFilter(ctx, filter.folder_id),
    archived: filter.archived ?? false,
  };
  const ids = await filteredLinkIds(ctx.db, query, LINK_BULK_MAX + 1);
  if (ids.length <= LINK_BULK_MAX) return ids;
  const count = await countFilteredLinks(ctx.db, query);
  throw new Invalid(
    `filter: it matches ${count.toLocaleString('en-US')} links, more than the ${LINK_BULK_MAX.toLocaleString('en-US')} one call may change; narrow it`,
    { field: 'filter', count },
  );
}
