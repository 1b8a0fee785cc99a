import { NotFound } from '../errors.js';
import { removeLinks } from '../links/remove-links.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { deleteDomainRow, findDomain } from './custom-domain-repository.js';
import { servingChanged } from './domain-rules.js';

/** Deletes the workspace's domain and its links; it stops serving on this process at once. */
export async function deleteCustomDomain({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<{ deleted: true }> {
  requirePermission(ctx, 'domains', 'delete');
  const { workspace } = ctx;
  const row = await findDomain(ctx.db, workspace.owner, input.id);
  if (!row) throw new NotFound('Domain not found');
  // Its links through the links feature's one removal; the row goes with the last of them.
  await removeLinks({
    ctx,
    input: {
      which: { kind: 'custom-domain', customDomainId: row.id },
      actorId: ctx.actor.userId,
      cause: 'domain',
      andFinally: (trx) => deleteDomainRow(trx, row.id),
    },
  });
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: ctx.actor.userId,
      action: 'domain.deleted',
      target: row.domain,
      at: ctx.clock.now(),
    });
  }
  await servingChanged(ctx, row.domain);
  return { deleted: true };
}
