import type { ImportChunkReply, ImportRow } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { importLinkRow } from './import-link-row.js';
import { importPlanOf } from './import-plan.js';
import { loadOwnLinks } from './own-links.js';
import { URL_REFUSALS } from './url-refusals.js';

/**
 * One chunk of an import, the rows in order. Each row is its own write (createLink's one
 * insert), not one transaction for the chunk: a row is wholly written or not at all, the
 * quota is counted row by row as for single links, and a chunk cut short (a dropped
 * connection) is finished by sending it again, since rows already written come back
 * "exists". A chunk-wide transaction would hold SQLite's writer across 500 creates.
 */
export async function importLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { rows: ImportRow[] };
}): Promise<ImportChunkReply> {
  requirePermission(ctx, 'urls', 'create', { message: URL_REFUSALS.create });
  const plan = importPlanOf(ctx);
  const ownLinks = await loadOwnLinks(ctx, input.rows);
  const outcomes = [];
  for (const row of input.rows) {
    outcomes.push(
      await importLinkRow({
        ctx,
        input: { plan, row, ownLinks, checkOnly: false },
      }),
    );
  }
  return { outcomes };
}
