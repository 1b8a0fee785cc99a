import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { removeLinks } from '../links/remove-links.js';
import { recordTeamEvent } from '../teams/record-team-event.js';
import { deleteDomainRow, findScopeDomain } from './custom-domain-repository.js';
import { servingChanged } from './domain-rules.js';
import { domainWorkspace } from './domain-workspace.js';

/** Deletes the workspace's domain and its links; it stops serving on this process at once. */
export async function deleteCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | null | undefined; id: string };
}): Promise<{ deleted: true }> {
  const workspace = await domainWorkspace(ctx, input.userId, input.orgId, 'delete');
  const row = await findScopeDomain(ctx.db, workspace.scope, input.id);
  if (!row) throw new NotFound('Domain not found');
  // Its links through the links feature's one removal; the row goes with the last of them.
  await removeLinks({
    ctx,
    input: {
      which: { kind: 'custom-domain', customDomainId: row.id },
      actorId: input.userId,
      cause: 'domain',
      andFinally: (trx) => deleteDomainRow(trx, row.id),
    },
  });
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: input.userId,
      action: 'domain.deleted',
      target: row.domain,
      at: ctx.clock.now(),
    });
  }
  await servingChanged(ctx, row.domain);
  return { deleted: true };
}
