import type { CustomDomainView } from '@kurz/shared';
import { NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findDomain } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';

/**
 * Changes a domain's defaults for the links made on it from now on: whether they forward
 * the visitor's query string. Links already made keep their own setting.
 */
export async function changeDomainSettings({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string; forwardQuery: boolean };
}): Promise<CustomDomainView> {
  requirePermission(ctx, 'domains', 'update');
  const { workspace } = ctx;
  const row = await findDomain(ctx.db, workspace.owner, input.id);
  if (!row) throw new NotFound('Domain not found');
  const forward_query = input.forwardQuery ? 1 : 0;
  await ctx.db
    .updateTable('custom_domains')
    .set({ forward_query })
    .where('id', '=', row.id)
    .execute();
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: ctx.actor.userId,
      action: 'domain.updated',
      target: row.domain,
      at: ctx.clock.now(),
      details: { forward_query: input.forwardQuery },
    });
  }
  return toCustomDomainView(ctx.config.customDomains, { ...row, forward_query });
}
